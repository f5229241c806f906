/** The PostgreSQL channel on which a committed new lead is announced (payload: the lead id). */
export const NEW_LEAD_CHANNEL = 'new_lead'
