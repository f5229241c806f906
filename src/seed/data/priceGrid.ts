/** The price grid of attic works by finish, euros per m² created, TTC before aid: 1 200 to 1 800 € across the three. */
export const priceGrid = {
  plancher: { low: 1200, high: 1400 },
  moyen: { low: 1300, high: 1600 },
  premium: { low: 1500, high: 1800 },
}
