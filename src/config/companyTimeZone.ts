/** The company's time zone: the admin reads and shows every date and time an editor sees in it. */
export const COMPANY_TIME_ZONE = 'Europe/Paris'
