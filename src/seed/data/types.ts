/** Shapes of the seed records: plain data, turned into Payload documents by the seed. */

import type { ProjectType } from '../../rules/projectTypes'
import type { Service } from '../../rules/services'
import type { TimelineIcon, TimelineType } from '../../rules/timeline'

export type { ProjectType }

export type SceneRoom = ProjectType | 'workshop' | 'team' | 'house'

export type ProjectSeed = {
  title: string
  service: Service
  type: ProjectType
  /** m² gained */
  surface: number
  /** town and département number in brackets, e.g. 'Amiens (80)' */
  location: string
  /** e.g. '21 jours' */
  duration: string
  description: string
  challenges: string[]
  solutions: string[]
  benefits: { title: string; description: string }[]
  testimonial: { text: string; author: string; rating: number }
  specifications: { budget: string; rooms: number }
  /** varies the drawn illustrations between projects */
  illustrationVariant: number
}

export type ShortTestimonialSeed = { text: string; town: string; initials: string; rating: number; services: Service[] }

export type ReusableTestimonialSeed = { author: string; text: string; rating: number; context: string; services: Service[] }

/** A video and the picture the seed ships as its thumbnail (YouTube is out of reach when seeding). */
export type VideoSeed = { title: string; videoId: string; duration: string; thumbnail: { filename: string; alt: string } }

export type TimelineSeed = {
  year: number
  title: string
  description: string
  type: TimelineType
  icon: TimelineIcon
  details: string[]
  /** number of drawn photos in this entry's gallery (0 for none) */
  galleryImages: number
}

export type SiteSettingsSeed = {
  companyName: string
  tagline: string
  phone: string
  email: string
  address: { street: string; postalCode: string; city: string }
  agencies: { name: string; region: string; address: string; phone: string }[]
  hours: string
  legal: { legalForm: string; capital: string; siret: string; rcs: string; court: string; host: string }
  videoChannelUrl: string
}
