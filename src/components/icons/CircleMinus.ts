import { strokeIcon } from './strokeIcon'

export const CircleMinus = strokeIcon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M8 12h8' }],
])
