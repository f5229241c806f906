import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { hasRole } from '@/access/hasRole'
import { itemRowLabel } from '@/admin/itemRowLabel'
import { slugs } from '../collections/slugs'
import { validateLink } from '../collections/validations/validateLink'
import { cacheTags } from '@/data/cacheTags'
import { revalidateGlobalTagsOf } from '../collections/hooks/revalidateTagsOf'

const text = (name: string, label: string, required = true) => ({ name, label, type: 'text' as const, required })
const figure = (name: string, label: string) => ({ name, label, type: 'text' as const, required: true })

export const SiteSettings: GlobalConfig = {
  slug: slugs.siteSettings,
  label: 'Paramètres du site',
  admin: { group: 'Contenu' },
  hooks: { afterChange: revalidateGlobalTagsOf([cacheTags.siteSettings]) },
  access: { read: anyone, update: hasRole('admin', 'editor') },
  fields: [
    text('companyName', 'Raison sociale'),
    text('tagline', 'Accroche'),
    {
      type: 'row',
      fields: [text('phone', 'Téléphone'), { name: 'email', label: 'E-mail', type: 'email', required: true }],
    },
    {
      name: 'address',
      label: 'Adresse du siège',
      type: 'group',
      fields: [text('street', 'Rue'), text('postalCode', 'Code postal'), text('city', 'Ville')],
    },
    text('hours', 'Horaires'),
    {
      name: 'agencies',
      label: 'Agences',
      type: 'array',
      labels: { singular: 'Agence', plural: 'Agences' },
      admin: { components: { RowLabel: itemRowLabel('name', 'Agence') } },
      minRows: 1,
      fields: [text('name', 'Nom'), text('region', 'Région'), text('address', 'Adresse'), text('phone', 'Téléphone')],
    },
    {
      name: 'legal',
      label: 'Mentions légales',
      type: 'group',
      fields: [
        text('legalForm', 'Forme juridique'),
        text('capital', 'Capital'),
        text('siret', 'SIRET'),
        text('rcs', 'RCS'),
        text('court', 'Tribunal compétent'),
        text('host', 'Hébergeur'),
      ],
    },
    { ...text('videoChannelUrl', 'Chaîne vidéo'), validate: validateLink(['https']) },
    {
      name: 'figures',
      label: 'Chiffres clés',
      type: 'group',
      fields: [
        figure('googleRating', 'Note Google moyenne'),
        figure('contactRating', 'Note Google (page contact)'),
        figure('contactReviews', 'Nombre d’avis (page contact)'),
        figure('projectsHome', 'Projets (accueil)'),
        figure('projectsShort', 'Projets (autres pages)'),
        figure('projectsAbout', 'Projets (qui sommes-nous)'),
        figure('satisfied', 'Clients satisfaits'),
        figure('yearsExperience', 'Années d’expérience'),
        figure('staff', 'Collaborateurs'),
        figure('agencies', 'Agences régionales'),
        figure('valueGain', 'Plus-value moyenne'),
        figure('maxAid', 'Aides cumulées jusqu’à'),
      ],
    },
  ],
}
