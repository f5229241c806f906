import { strokeIcon } from './strokeIcon'

export const ChevronLeft = strokeIcon([['path', { d: 'm15 18-6-6 6-6' }]])
