import type { LucideIcon } from 'lucide-react'

/** The shapes of the site's fixed copy, read by the content files and drawn by the block components. */

export type ProductImage = { src: string; alt: string }

export type IconCard = {
  title: string
  description: string
  icon?: LucideIcon
  /** Shown above the title instead of the icon. */
  image?: ProductImage
  badge?: string
  meta?: string
  features?: string[]
  href?: string
  linkLabel?: string
}

export type ProcessStep = { step: number; title: string; description: string; duration?: string }

export type FaqItem = { question: string; answer: string }
