import { strokeIcon } from './strokeIcon'

export const ArrowLeft = strokeIcon([
  ['path', { d: 'm12 19-7-7 7-7' }],
  ['path', { d: 'M19 12H5' }],
])
