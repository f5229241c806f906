/** The shapes of the site's fixed copy, read by the content files and drawn by the block components. */

export type FaqItem = { question: string; answer: string }
