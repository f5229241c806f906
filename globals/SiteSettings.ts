import type { GlobalConfig, GroupField, TextField } from 'payload'
import { anyone, hasRole } from '@/access/roles'
import { itemRowLabel } from '@/admin/itemRowLabel'
import { departmentsProblem, normaliseDepartments } from '@/leads/rules/department'
import { slugs } from '../collections/slugs'
import { validateLink } from '../collections/validations/validateLink'
import { cacheTags } from '@/data/cacheTags'
import { revalidateGlobalTagsOf } from '../collections/hooks/revalidateTagsOf'

/** One row of the price grid: euros per m² created, low and high. */
const priceRow = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'low', label: 'Prix bas (€/m²)', type: 'number', required: true, min: 100, max: 10000 },
        {
          name: 'high',
          label: 'Prix haut (€/m²)',
          type: 'number',
          required: true,
          min: 100,
          max: 10000,
          validate: (value: unknown, { siblingData }: { siblingData: { low?: unknown } }) =>
            typeof value !== 'number' || typeof siblingData.low !== 'number' || value >= siblingData.low
              ? true
              : 'Le prix haut doit être au moins égal au prix bas.',
        },
      ],
    },
  ],
})

const text = (name: string, label: string, required = true) => ({ name, label, type: 'text' as const, required })
/** A company figure; its token, when it has one, is how a text names it. */
const figure = (name: string, label: string, token?: string): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  ...(token ? { admin: { description: `Dans un texte : ${token}` } } : {}),
})

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
      label: 'Chiffres de l’entreprise',
      type: 'group',
      admin: {
        description:
          'Les seuls chiffres de l’entreprise : chaque page, chaque résultat d’outil et chaque e-mail les lisent. Changez-les ici, jamais dans un texte (écrivez-y plutôt le mot entre accolades, par exemple {projets}).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'foundingYear',
              label: 'Année de fondation',
              type: 'number',
              required: true,
              min: 1800,
              max: 2100,
              admin: { description: 'Les années d’expérience en découlent : {annee-fondation}, {annees-experience}.' },
            },
            figure('projectsDone', 'Projets réalisés', '{projets}'),
            figure('satisfied', 'Clients satisfaits', '{clients-satisfaits}'),
          ],
        },
        {
          type: 'row',
          fields: [
            figure('responseDelay', 'Délai de rappel après une demande', '{delai-rappel}'),
            figure('quoteDelay', 'Délai du devis après la visite technique', '{delai-devis}'),
          ],
        },
        {
          type: 'row',
          fields: [
            figure('valueGain', 'Plus-value moyenne', '{plus-value}'),
            figure('worksDuration', 'Durée des travaux de combles', '{duree-travaux}'),
          ],
        },
        {
          type: 'row',
          fields: [
            figure('googleRating', 'Note Google moyenne', '{note-google}'),
            figure('contactRating', 'Note Google (page contact)'),
            figure('contactReviews', 'Nombre d’avis (page contact)'),
          ],
        },
        {
          type: 'row',
          fields: [figure('staff', 'Collaborateurs', '{collaborateurs}'), figure('agencies', 'Agences régionales', '{agences}')],
        },
        {
          name: 'serviceArea',
          label: 'Régions et départements servis',
          type: 'array',
          labels: { singular: 'Région', plural: 'Régions' },
          minRows: 1,
          admin: {
            description: 'Les formulaires signalent poliment un code postal hors de ces départements ; {regions} les nomme dans un texte.',
            components: { RowLabel: itemRowLabel('region', 'Région') },
          },
          fields: [
            {
              type: 'row',
              fields: [
                text('region', 'Région'),
                {
                  name: 'departments',
                  label: 'Départements',
                  type: 'text',
                  hasMany: true,
                  required: true,
                  maxRows: 101,
                  hooks: { beforeValidate: [({ value }) => (Array.isArray(value) ? normaliseDepartments(value.map(String)) : value)] },
                  validate: (value: unknown) => departmentsProblem(value) ?? true,
                  admin: { description: 'Deux chiffres par département : 76, 27, 14 (2A, 2B pour la Corse).' },
                },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'priceGrid',
      label: 'Grille de prix des combles',
      type: 'group',
      admin: {
        description:
          'Prix par m² créé selon la finition, avant aides. L’outil de budget chiffre la finition choisie ; l’outil de faisabilité, qui ne la demande pas, va du prix le plus bas au plus haut.',
      },
      fields: [priceRow('plancher', 'Essentiel'), priceRow('moyen', 'Confort'), priceRow('premium', 'Premium')],
    },
  ],
}
