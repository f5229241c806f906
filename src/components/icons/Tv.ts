import { strokeIcon } from './strokeIcon'

export const Tv = strokeIcon([
  ['path', { d: 'm17 2-5 5-5-5' }],
  ['rect', { width: '20', height: '15', x: '2', y: '7', rx: '2' }],
])
