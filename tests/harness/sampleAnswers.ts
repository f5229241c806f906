import type { FormOrigin } from '@/rules/formOrigins'

const contact = { name: 'Claire Martin', email: 'claire.martin@example.fr', phone: '06 12 34 56 78' }

/** One valid set of answers per form, as the browser would send them. */
export const sampleAnswers: Record<FormOrigin, Record<string, unknown>> = {
  contact: { ...contact, message: 'Bonjour, je voudrais aménager mes combles.' },
  faisabilite: {
    projectType: 'Aménagement de combles',
    propertyType: 'Maison individuelle',
    location: 'Amiens',
    roofType: 'Toiture en pente',
    height: '1.80m - 2.50m',
    surface: '20-40',
    timeline: 'Dans les 6 mois',
    ...contact,
    postalCode: '80000',
  },
  'optimisation-espace': {
    projectType: 'Aménagement de combles',
    currentSpace: '80-120m²',
    desiredSpace: '25',
    roomType: ['Chambre(s)', 'Bureau'],
    constraints: '',
    ...contact,
    postalCode: '',
  },
  'aides-eligibilite': {
    typeProprietaire: 'occupant',
    logementPrincipal: true,
    ancienneteLogement: 20,
    revenus: 'modeste',
    localisationFrance: true,
    artisanRGE: true,
    typeLogement: '',
    ...contact,
    postalCode: '76000',
  },
  'deblocage-epargne-salariale': { ...contact, postalCode: '59000', projectType: 'combles', usePEE: 'ne-sais-pas', message: '' },
  'etude-gratuite': {
    projectType: 'Véranda/Pergola',
    propertyType: 'Maison individuelle',
    postalCode: '27000',
    material: 'Aluminium',
    desiredSurface: '20',
    verandaUsage: "Jardin d'hiver",
    budget: '20 000 € - 35 000 €',
    timeline: "Dans l'année",
    ...contact,
    message: '',
  },
  'combles-maison-phenix': { ...contact, postalCode: '95000' },
  'devis-configurateur': { surface: 45, finish: 'premium', technicalConstraints: true, ...contact, postalCode: '60000' },
}
