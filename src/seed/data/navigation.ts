import type { Navigation } from '@/payload-types'
import { studyRoute } from '@/content/studyRoute'

type NavigationSeed = Omit<Navigation, 'id' | 'updatedAt' | 'createdAt'>

/** The menu and the footer's links as the site shows them today. */
export const navigation: NavigationSeed = {
  groups: [
    {
      name: 'Nos Services',
      footerTitle: 'Nos services',
      items: [
        {
          name: 'Aménagement de combles',
          route: '/amenagement-combles',
          badge: 'Notre spécialité',
          description: 'Transformez vos combles perdus en pièces à vivre',
        },
        {
          name: 'Extension de maison',
          route: '/extension-maison',
          badge: 'Nouveau',
          description: 'Agrandissez votre maison de plain-pied ou en hauteur',
        },
        {
          name: 'Fenêtres de toit',
          route: '/installation-fenetre-de-toit-velux',
          badge: 'Expert certifié',
          description: 'Pose et remplacement par un installateur expert',
        },
        {
          name: 'Véranda et pergola',
          route: '/installation-veranda-et-pergola',
          badge: 'Sur mesure',
          description: 'Vérandas et pergolas bioclimatiques sur mesure',
        },
        {
          name: 'Combles maison Phénix',
          route: '/amenagement-combles-maison-phenix',
          badge: 'Spécialisé',
          description: 'Aménagement des charpentes métalliques Phénix',
        },
      ],
    },
    {
      name: 'Mon Projet',
      items: [
        {
          name: 'Analyse de faisabilité',
          route: '/faisabilite',
          badge: 'Gratuit',
          description: 'Réponse en 2 minutes sur votre projet de combles',
        },
        {
          name: 'Optimisation de l’espace',
          route: '/optimisation-espace',
          badge: 'Gratuit',
          description: 'Découvrez le potentiel de surface de vos combles',
        },
        {
          name: 'Aides et subventions',
          route: '/aides-eligibilite',
          badge: 'Subventions',
          description: 'Testez votre éligibilité aux aides à la rénovation',
        },
      ],
      cta: {
        name: 'Devis personnalisé gratuit',
        route: studyRoute,
        description: 'Gratuit et sans engagement, après une visite technique',
      },
    },
    {
      name: 'Ressources',
      footerTitle: 'Ressources',
      items: [
        {
          name: 'Plans et inspirations',
          route: '/plans-et-inspirations',
          badge: 'Portfolio',
          description: 'Nos réalisations avant / après',
        },
        {
          name: 'Solutions techniques',
          route: '/solutions-techniques',
          badge: 'Expertise',
          description: 'Charpente, isolation, étanchéité et électricité',
        },
        {
          name: 'Déblocage d’épargne salariale',
          route: '/deblocage-epargne-salariale',
          badge: 'Financement',
          description: 'Financez vos travaux avec votre PEE ou votre PER',
        },
        {
          name: 'Réglementation et urbanisme',
          route: '/reglementation-urbanisme-combles',
          badge: 'Conseils',
          description: 'Déclaration préalable, permis de construire : on s’en charge',
        },
        {
          name: 'Aides et subventions',
          route: '/aides-eligibilite',
          badge: 'Financement',
          description: 'MaPrimeRénov’, CEE, éco-PTZ : estimez vos aides',
        },
        {
          name: 'Questions fréquentes',
          route: '/faq',
          badge: 'FAQ',
          description: 'Les réponses à vos questions sur les combles, les aides et les travaux',
        },
      ],
    },
    {
      name: 'À Propos',
      items: [
        {
          name: 'Qui sommes-nous',
          route: '/qui-sommes-nous',
          badge: 'Notre histoire',
          description: 'Trois générations de charpentiers depuis 1949',
        },
        {
          name: 'Contact',
          route: '/contact',
          badge: 'Échangeons',
          description: 'Une question ? Nos conseillers vous répondent',
        },
      ],
    },
  ],
  legalLinks: [
    { name: 'Mentions légales', route: '/mentions-legales' },
    { name: 'Politique de confidentialité', route: '/politique-de-confidentialite' },
    { name: 'CGU', route: '/cgu' },
  ],
}
