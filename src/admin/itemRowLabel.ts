import type { RowLabelComponent } from 'payload'

/** An array's row label showing the item's own `field`; `fallback` names a row whose field is empty. */
export const itemRowLabel = (field: string, fallback: string): RowLabelComponent => ({
  path: '/src/admin/ItemRowLabel#ItemRowLabel',
  clientProps: { field, fallback },
})
