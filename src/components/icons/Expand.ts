import { strokeIcon } from './strokeIcon'

export const Expand = strokeIcon([
  ['path', { d: 'm15 15 6 6' }],
  ['path', { d: 'm15 9 6-6' }],
  ['path', { d: 'M21 16v5h-5' }],
  ['path', { d: 'M21 8V3h-5' }],
  ['path', { d: 'M3 16v5h5' }],
  ['path', { d: 'm3 21 6-6' }],
  ['path', { d: 'M3 8V3h5' }],
  ['path', { d: 'M9 9 3 3' }],
])
