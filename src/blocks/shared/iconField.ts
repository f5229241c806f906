import type { SelectField } from 'payload'
import { iconNames, icons } from './icons'

/** A card's icon, chosen in a list that shows each icon beside its French name. */
export const iconField = (overrides: Partial<Pick<SelectField, 'required' | 'admin'>> = {}): SelectField => ({
  name: 'icon',
  label: 'Icône',
  type: 'select',
  options: iconNames.map((value) => ({ value, label: icons[value].label })),
  ...overrides,
  admin: {
    ...overrides.admin,
    components: { Field: '/src/blocks/shared/IconSelect#IconSelect' },
  },
})
