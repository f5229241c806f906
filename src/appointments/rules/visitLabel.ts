const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeZone: 'Europe/Paris' })
const clock = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' })

/** "mercredi 2 décembre 2026 à 10 h 30", Paris time, as the lead's history and the staff's messages say a visit's time. */
export function visitTime(start: Date): string {
  const [hours = '00', minutes = '00'] = clock.format(start).split(':')
  return `${day.format(start)} à ${Number(hours)}\u00a0h\u00a0${minutes}`
}
