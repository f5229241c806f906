/** The shapes of the site's fixed copy, read by the content files and drawn by the block components. */

export type ProductImage = { src: string; alt: string }

export type FaqItem = { question: string; answer: string }
