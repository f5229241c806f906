import { strokeIcon } from './strokeIcon'

export const ChevronRight = strokeIcon([['path', { d: 'm9 18 6-6-6-6' }]])
