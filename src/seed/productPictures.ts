import type { Illustration } from './illustrations'

/** The product drawings (src/seed/drawProductImages.ts) the pages show, with their alternative text. */
export const productPictures: Pick<Illustration, 'filename' | 'alt'>[] = [
  {
    filename: 'produit-fenetre-rotation.webp',
    alt: 'Fenêtre de toit à rotation posée dans une toiture en tuiles, barre de manœuvre en haut',
  },
  { filename: 'produit-fenetre-projection.webp', alt: 'Fenêtre de toit à projection, ouvrant basculé vers l’extérieur' },
  { filename: 'produit-fenetre-solaire.webp', alt: 'Fenêtre de toit motorisée avec son panneau solaire et son capteur de pluie' },
  { filename: 'produit-volet-roulant.webp', alt: 'Fenêtre de toit vue de l’intérieur, volet roulant fermé' },
  { filename: 'produit-store-occultant.webp', alt: 'Fenêtre de toit vue de l’intérieur, store occultant bleu à moitié baissé' },
  { filename: 'produit-store-exterieur.webp', alt: 'Store pare-soleil extérieur tendu sur une fenêtre de toit en plein soleil' },
  {
    filename: 'produit-extension-ossature-bois.webp',
    alt: 'Extension de plain-pied en ossature bois, toit plat et grande baie vitrée, accolée à la maison',
  },
  {
    filename: 'produit-veranda-aluminium.webp',
    alt: 'Véranda aux profilés fins en aluminium anthracite, adossée à la maison',
  },
  { filename: 'produit-veranda-pvc.webp', alt: 'Véranda aux profilés en PVC blanc, adossée à la maison' },
  { filename: 'produit-veranda-bois.webp', alt: 'Véranda à ossature en bois naturel, adossée à la maison' },
]
