/** Today in the staff member's own time zone (toISOString would give the UTC date, yesterday just after midnight). */
export const localDay = () => {
  const now = new Date()
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
}
