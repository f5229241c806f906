import type { VideoSeed } from './types'

export const videos: VideoSeed[] = [
  {
    title: 'Aménagement de combles à Rouen : le chantier de A à Z',
    videoId: 'kQ7vR2mXp4A',
    duration: '4:12',
    thumbnail: { filename: 'video-combles-rouen.webp', alt: 'Combles aménagés à Rouen, vue de la pièce terminée' },
  },
  {
    title: 'Maison Phénix : comment nous renforçons la structure métallique',
    videoId: 'Tz3Lw9bN_eY',
    duration: '6:38',
    thumbnail: { filename: 'video-maison-phenix.webp', alt: 'Combles témoins d’une maison à structure métallique' },
  },
  {
    title: 'Pose d’une fenêtre de toit en une journée',
    videoId: 'p8HsD1cVuJk',
    duration: '3:05',
    thumbnail: { filename: 'video-fenetre-de-toit.webp', alt: 'Fenêtre de toit posée dans une toiture en tuiles' },
  },
  {
    title: 'Extension à ossature bois à Lisieux : avant, pendant, après',
    videoId: 'Rm4-xF6gQ2s',
    duration: '5:47',
    thumbnail: { filename: 'video-extension-lisieux.webp', alt: 'Extension à ossature bois accolée à une maison' },
  },
  {
    title: 'Isolation en laine de bois : pourquoi nous l’avons choisie',
    videoId: 'aW2nE7tKy0o',
    duration: '4:56',
    thumbnail: { filename: 'video-isolation-laine-de-bois.webp', alt: 'Combles isolés en cours d’aménagement' },
  },
  {
    title: 'Trois générations de charpentiers : l’histoire de l’entreprise',
    videoId: 'J5bY8cZ3hLw',
    duration: '7:21',
    thumbnail: { filename: 'video-trois-generations.webp', alt: 'Le showroom de l’entreprise et ses combles témoins' },
  },
]
