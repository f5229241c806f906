/** One valid set of answers to the feasibility quiz (tests); it sends nothing. */
export const sampleAnswers = {
  propertyType: 'Appartement',
  location: 'Amiens',
  roofType: 'Charpente fermette',
  height: '< 1.80m',
  surface: '35',
  projectType: 'Bureau',
}
