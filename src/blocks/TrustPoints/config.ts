import type { Block } from 'payload'

/**
 * Four reasons to trust the company (Google rating, RGE, decennial guarantee, response time); the rating,
 * review count and years come from the site settings' figures.
 */
export const TrustPointsBlock: Block = {
  slug: 'trustPoints',
  interfaceName: 'TrustPointsBlock',
  labels: { singular: 'Points de confiance', plural: 'Points de confiance' },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'note',
      type: 'ui',
      admin: { components: { Field: '/src/blocks/TrustPoints/TrustPointsNote#TrustPointsNote' } },
    },
  ],
}
