/** The company's name in titles; the name shown on pages comes from the site settings. */
export const companyName = 'Combles & Extensions du Nord'
