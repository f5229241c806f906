import type { Block } from 'payload'
import { framedFormChoiceOptions } from '../Form/formChoices'
import { anchorField } from '../shared/anchorField'
import { figuresField } from '../shared/figuresField'

/** The top of a landing page: its only h1, an introduction and key figures, beside one of the site's forms. */
export const FormHeroBlock: Block = {
  slug: 'formHero',
  interfaceName: 'FormHeroBlock',
  labels: { singular: 'En-tête avec formulaire', plural: 'En-têtes avec formulaire' },
  fields: [
    { name: 'eyebrow', label: 'Surtitre', type: 'text' },
    { name: 'title', label: 'Titre (h1)', type: 'text', required: true },
    { name: 'intro', label: 'Introduction', type: 'textarea' },
    figuresField('Chiffres sous l’introduction', { maxRows: 4 }),
    {
      type: 'row',
      fields: [
        { name: 'form', label: 'Formulaire', type: 'select', required: true, options: framedFormChoiceOptions },
        { name: 'formTitle', label: 'Titre au-dessus du formulaire', type: 'text' },
      ],
    },
    { name: 'formIntro', label: 'Phrase sous ce titre', type: 'text' },
    anchorField(
      'Facultatif : un identifiant (lettres, chiffres, tirets). Le formulaire se trouve alors à #formulaire-identifiant, par ex. #formulaire-phenix pour phenix : un bouton plus bas dans la page peut y mener.',
    ),
  ],
}
