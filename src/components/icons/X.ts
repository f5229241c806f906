import { strokeIcon } from './strokeIcon'

export const X = strokeIcon([
  ['path', { d: 'M18 6 6 18' }],
  ['path', { d: 'm6 6 12 12' }],
])
