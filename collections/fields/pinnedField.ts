import type { CheckboxField } from 'payload'

/** "Épinglé": the document comes first wherever its collection is listed (the home page first of all), before the dragged order. */
export const pinnedField: CheckboxField = {
  name: 'pinned',
  label: 'Épingler en tête (page d’accueil et listes)',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  admin: {
    position: 'sidebar',
    description: 'Montré avant les autres. Sinon, l’ordre choisi en glissant les lignes de la liste ; un nouveau vient en tête.',
  },
}
