/** The company's name in titles; the name shown on pages comes from the site settings. */
export const companyName = 'Combles & Extensions du Nord'

/**
 * The three regions the company works in, with their départements: the one list the postal-code note of
 * the forms and the structured data read. A lead from elsewhere is still taken; the staff answer it.
 */
export const serviceArea = [
  { region: 'Normandie', departments: ['14', '27', '50', '61', '76'] },
  { region: 'Hauts-de-France', departments: ['02', '59', '60', '62', '80'] },
  { region: 'Île-de-France', departments: ['75', '77', '78', '91', '92', '93', '94', '95'] },
] as const
