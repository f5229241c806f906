import { strokeIcon } from './strokeIcon'

export const CircleCheck = strokeIcon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9-5.5 5.5L8 12' }],
])
