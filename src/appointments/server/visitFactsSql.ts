/** A visit with what its e-mails say: the lead's contact and the salesperson ($1 the visit id). */
export const visitFactsSql = `
select visits.id, visits.lead_id, visits.starts_at, visits.ends_at, visits.status, visits.sequence::int as sequence,
  leads.name as visitor_name, leads.email as visitor_email, leads.phone as visitor_phone, leads.postal_code, leads.street, leads.town,
  leads.anonymised_at is not null as anonymised, users.name as owner_name, users.email as owner_email
from visits join leads on leads.id = visits.lead_id join users on users.id = visits.owner_id
where visits.id = $1`

export type VisitFactsRow = {
  id: number
  lead_id: number
  starts_at: Date
  ends_at: Date
  status: 'booked' | 'cancelled'
  sequence: number
  visitor_name: string
  visitor_email: string
  visitor_phone: string | null
  postal_code: string | null
  street: string | null
  town: string | null
  anonymised: boolean
  owner_name: string | null
  owner_email: string
}
