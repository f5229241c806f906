/** The date the legal pages were last revised, as they show it today. */
export const legalUpdatedOn = '2017-10-16T12:00:00.000Z'
