import type { SiteSettingsSeed } from './types'

export const siteSettings: SiteSettingsSeed = {
  companyName: 'Combles & Extensions du Nord',
  tagline: 'Aménagement de combles, extensions et fenêtres de toit : un savoir-faire familial depuis 1949',
  phone: '02 35 64 18 20',
  email: 'contact@combles-nord.fr',
  address: {
    street: '14 rue Louis-Blériot',
    postalCode: '76800',
    city: 'Saint-Étienne-du-Rouvray',
  },
  agencies: [
    {
      name: 'Agence Normandie',
      region: 'Normandie',
      address: '14 rue Louis-Blériot, 76800 Saint-Étienne-du-Rouvray',
      phone: '02 35 64 18 20',
    },
    {
      name: 'Agence Hauts-de-France',
      region: 'Hauts-de-France',
      address: '31 avenue de l’Europe, 80080 Amiens',
      phone: '03 22 47 31 05',
    },
    {
      name: 'Agence Île-de-France',
      region: 'Île-de-France',
      address: '5 boulevard de l’Oise, 95000 Cergy',
      phone: '01 30 73 42 16',
    },
  ],
  hours: 'Du lundi au vendredi de 8h à 18h',
  legal: {
    legalForm: 'Société anonyme',
    capital: '250 000 €',
    siret: '318 475 266 00017',
    rcs: 'RCS Rouen B 318 475 266',
    court: 'Tribunal de commerce de Rouen',
    host: 'OVH SAS, 2 rue Kellermann, 59100 Roubaix',
  },
  videoChannelUrl: 'https://www.youtube.com/@comblesnord',
}
