/** Valid answers for each form, shared by the schema tests. */
export const contact = { name: 'Léa Martin', email: 'lea.martin@example.fr', phone: '06 12 34 56 78' }

export const feasibility = {
  projectType: 'Aménagement de combles',
  propertyType: 'Maison individuelle',
  location: 'Lille',
  roofType: 'Toiture en pente',
  height: '1.80m - 2.50m',
  surface: '20-40',
  timeline: 'Dans les 6 mois',
  ...contact,
  postalCode: '59000',
}

export const aid = {
  typeProprietaire: 'occupant',
  logementPrincipal: true,
  ancienneteLogement: 20,
  revenus: 'modeste',
  typeLogement: '',
  ...contact,
  postalCode: '',
}

export const atticStudy = {
  projectType: 'Aménagement de combles',
  propertyType: 'Maison individuelle',
  postalCode: '59000',
  roofType: 'Charpente traditionnelle',
  height: '> 2.50m',
  currentSurface: '80-120m²',
  desiredSurface: '25',
  roomType: ['Chambre(s)', 'Bureau'],
  budget: '40 000 € - 60 000 €',
  timeline: 'Dans les 3 mois',
  ...contact,
  message: '',
}

export const optimisation = {
  projectType: 'Extension de maison',
  currentSpace: '< 80m²',
  desiredSpace: '35',
  roomType: ['Suite parentale'],
  constraints: '',
  ...contact,
  postalCode: '',
}

export const savings = { ...contact, postalCode: '59000', projectType: 'combles', usePEE: 'ne-sais-pas', message: '' }
export const phenix = { ...contact, postalCode: '60100' }
export const quote = { surface: 30, finish: 'moyen', technicalConstraints: false, ...contact, postalCode: '' }
export const landingFeasibility = {
  propertyType: 'Appartement',
  location: 'Amiens',
  roofType: 'Charpente fermette',
  height: '< 1.80m',
  surface: '35',
  projectType: 'Bureau',
}
