/** Space-optimisation result figures. */

/** Property value uplift in percent for the desired surface in m² ('50' stands for 50 or more). */
export function valueUplift(desiredSurface: number): number {
  if (desiredSurface >= 50) return 30
  if (desiredSurface >= 35) return 25
  if (desiredSurface >= 25) return 20
  return 15
}
