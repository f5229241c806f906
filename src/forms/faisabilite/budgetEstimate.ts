/** Price per m² created, low and high (1 200 to 1 800 euros). */
const PRICE_PER_SQUARE_METRE = { low: 1200, high: 1800 } as const

const euros = (value: number) => `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} €`

/** A budget bracket for a surface in m², rounded to the thousand: '36 000 € - 54 000 €'. */
export function budgetEstimate(surface: number): string {
  const round = (value: number) => Math.round(value / 1000) * 1000
  return `${euros(round(surface * PRICE_PER_SQUARE_METRE.low))} - ${euros(round(surface * PRICE_PER_SQUARE_METRE.high))}`
}
