import { strokeIcon } from './strokeIcon'

export const Check = strokeIcon([['path', { d: 'M20 6 9 17l-5-5' }]])
