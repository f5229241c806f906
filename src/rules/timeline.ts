/** The nine kinds of a company-history entry and the icons they may use. */
export const timelineTypes = [
  'origin',
  'foundation',
  'innovation',
  'development',
  'expansion',
  'breakthrough',
  'showcase',
  'logistics',
  'recognition',
] as const
export type TimelineType = (typeof timelineTypes)[number]

export const timelineTypeLabels: Record<TimelineType, string> = {
  origin: 'Origines',
  foundation: 'Fondation',
  innovation: 'Innovation',
  development: 'Développement',
  expansion: 'Expansion',
  breakthrough: 'Percée',
  showcase: 'Vitrine',
  logistics: 'Logistique',
  recognition: 'Reconnaissance',
}

export const timelineIcons = ['hammer', 'building', 'lightbulb', 'trending-up', 'map', 'award', 'home', 'truck', 'star'] as const
export type TimelineIcon = (typeof timelineIcons)[number]

/** Each icon as an editor chooses it, by what it shows. */
export const timelineIconLabels: Record<TimelineIcon, string> = {
  hammer: 'Marteau',
  building: 'Immeuble',
  lightbulb: 'Ampoule',
  'trending-up': 'Courbe en hausse',
  map: 'Carte',
  award: 'Médaille',
  home: 'Maison',
  truck: 'Camion',
  star: 'Étoile',
}
