'use client'
import type { LeadOwner } from '@/leads/collections/Leads/endpoints/leadOwners'

type Props = { value: number | null; owners: LeadOwner[]; onChange: (owner: number | null) => void }

/** Who works the lead: any salesperson (those who take no new leads are said so), or nobody. */
export function OwnerSelect({ value, owners, onChange }: Props) {
  return (
    <label className="ld-owner">
      Responsable
      <select value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}>
        <option value="">Non attribué</option>
        {value !== null && !owners.some((owner) => owner.id === value) && <option value={value}>Autre utilisateur</option>}
        {owners.map((owner) => (
          <option key={owner.id} value={owner.id}>
            {owner.name}
            {owner.active ? '' : ' (ne reçoit pas de nouveaux leads)'}
          </option>
        ))}
      </select>
    </label>
  )
}
