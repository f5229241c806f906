import { strokeIcon } from './strokeIcon'

export const Menu = strokeIcon([
  ['path', { d: 'M4 5h16' }],
  ['path', { d: 'M4 12h16' }],
  ['path', { d: 'M4 19h16' }],
])
