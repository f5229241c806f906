import type { Block } from 'payload'
import { anchorField } from '../shared/anchorField'
import { formChoiceOptions } from './formChoices'

/** One of the site's forms, placed on a page; its leads record this page as their source. */
export const FormBlock: Block = {
  slug: 'form',
  interfaceName: 'FormBlock',
  labels: { singular: 'Formulaire', plural: 'Formulaires' },
  fields: [
    { name: 'form', label: 'Formulaire', type: 'select', required: true, options: formChoiceOptions },
    {
      name: 'frame',
      label: 'Présentation',
      type: 'select',
      required: true,
      defaultValue: 'card',
      options: [
        { value: 'card', label: 'Dans un cadre blanc' },
        { value: 'page', label: 'Pleine page (le formulaire porte son propre en-tête)' },
      ],
      admin: { description: 'Pleine page : pour le configurateur de devis et le quiz de faisabilité, qui ont leur titre et leurs étapes.' },
    },
    {
      name: 'title',
      label: 'Titre au-dessus du formulaire',
      type: 'text',
      admin: { condition: (_, block) => block?.frame !== 'page' },
    },
    {
      name: 'contactDetails',
      label: 'Afficher nos coordonnées et nos agences à côté du formulaire',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        condition: (_, block) => block?.frame !== 'page',
        description: 'Téléphone, e-mail, adresse, horaires et agences, lus dans les réglages du site.',
      },
    },
    anchorField('Facultatif : un identifiant pour un lien direct vers le formulaire, par ex. formulaire.'),
  ],
}
