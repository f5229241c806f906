import { strokeIcon } from './strokeIcon'

export const ChevronDown = strokeIcon([['path', { d: 'm6 9 6 6 6-6' }]])
