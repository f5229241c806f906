/** Euros per m² created, low and high: one row of the price grid the editor keeps in the site settings. */
export type PriceRange = { low: number; high: number }

/** The price grid by finish (the configurator's three finishes). */
export type PriceGrid = { plancher: PriceRange; moyen: PriceRange; premium: PriceRange }

const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
const euros = (value: number) => `${thousands(value)} €`

/** A budget bracket for a surface in m² at a price range, rounded to the thousand: '36 000 € - 54 000 €'. */
export function budgetEstimate(surface: number, range: PriceRange): string {
  const round = (value: number) => Math.round(value / 1000) * 1000
  return `${euros(round(surface * range.low))} - ${euros(round(surface * range.high))}`
}

/** Every finish together, for a tool that does not ask the finish: the lowest low to the highest high. */
export function gridSpan(grid: PriceGrid): PriceRange {
  const rows = [grid.plancher, grid.moyen, grid.premium]
  return { low: Math.min(...rows.map((row) => row.low)), high: Math.max(...rows.map((row) => row.high)) }
}

/** A price range in words: '1 200 à 1 800 €'. */
export function priceRangeWords(range: PriceRange): string {
  return `${thousands(range.low)} à ${euros(range.high)}`
}

/** What an estimate rests on, for its caption: 'de 1 200 à 1 800 € par m² créé'. */
export function rangeWording(range: PriceRange): string {
  return `de ${priceRangeWords(range)} par m² créé`
}
