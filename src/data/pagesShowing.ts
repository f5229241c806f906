/** The pages that show each kind of CMS content, revalidated when an editor changes it. */
export const pagesShowing = {
  projects: ['/', '/plans-et-inspirations'],
  shortTestimonials: ['/'],
  reusableTestimonials: [
    '/extension-maison',
    '/installation-fenetre-de-toit-velux',
    '/installation-veranda-et-pergola',
    '/amenagement-combles-maison-phenix',
    '/qui-sommes-nous',
  ],
  videos: ['/', '/amenagement-combles'],
  timeline: ['/qui-sommes-nous'],
} as const
