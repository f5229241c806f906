/** The contact details of the tests' sample answers, valid in every form. */
export const sampleContact = { name: 'Claire Martin', email: 'claire.martin@example.fr', phone: '06 12 34 56 78' }
