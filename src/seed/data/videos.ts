import type { VideoSeed } from './types'

export const videos: VideoSeed[] = [
  {
    title: 'Aménagement de combles à Rouen : le chantier de A à Z',
    videoId: 'kQ7vR2mXp4A',
    duration: '4:12',
  },
  {
    title: 'Maison Phénix : comment nous renforçons la structure métallique',
    videoId: 'Tz3Lw9bN_eY',
    duration: '6:38',
  },
  {
    title: 'Pose d’une fenêtre de toit en une journée',
    videoId: 'p8HsD1cVuJk',
    duration: '3:05',
  },
  {
    title: 'Extension à ossature bois à Lisieux : avant, pendant, après',
    videoId: 'Rm4-xF6gQ2s',
    duration: '5:47',
  },
  {
    title: 'Isolation en laine de bois : pourquoi nous l’avons choisie',
    videoId: 'aW2nE7tKy0o',
    duration: '4:56',
  },
  {
    title: 'Trois générations de charpentiers : l’histoire de l’entreprise',
    videoId: 'J5bY8cZ3hLw',
    duration: '7:21',
  },
]
