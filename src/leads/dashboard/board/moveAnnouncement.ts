import { leadStatusLabels, type LeadStatus } from '@/leads/rules/leadStatus'

const nbsp = '\u00a0'
const quoted = (name: string) => `«${nbsp}${name}${nbsp}»`

/** What the board's live region says after a move, in French (screen readers hear it; everyone reads it). */
export function moveAnnouncement(name: string, to: LeadStatus, outcome: 'moving' | 'moved' | 'failed'): string {
  const label = leadStatusLabels[to]
  if (outcome === 'moving') return `Déplacement de ${quoted(name)} vers ${label}…`
  if (outcome === 'moved') return `${quoted(name)} déplacé vers ${label}.`
  return `Échec du déplacement de ${quoted(name)} vers ${label}${nbsp}: le lead reste dans sa colonne.`
}
