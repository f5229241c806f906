/** Why a redirect would make a visitor hop more than once: a loop, or a chain before or after it. */
export type ExtraHop = { kind: 'loop'; through: string[] } | { kind: 'onward'; next: string } | { kind: 'inward'; source: string }

/**
 * Whether a redirect from `from` to `target` (both bare site paths; target null when it leaves the site)
 * would send a visitor through more than one redirect, given the others (`from → target`, site paths,
 * this redirect left out). A loop comes back to `from`; an onward chain goes on from `target`, which is
 * itself redirected; an inward chain reaches `from` from another redirect. Every redirect is one hop.
 */
export function redirectHops(others: ReadonlyMap<string, string | null>, from: string, target: string | null): ExtraHop | null {
  if (target === from) return { kind: 'loop', through: [from, from] }
  if (target !== null && others.has(target)) {
    const through = [from, target]
    let next = others.get(target) ?? null
    while (next !== null && !through.includes(next)) {
      through.push(next)
      next = others.get(next) ?? null
    }
    if (next === from) return { kind: 'loop', through: [...through, from] }
    return { kind: 'onward', next: target }
  }
  for (const [source, to] of others) if (to === from) return { kind: 'inward', source }
  return null
}
