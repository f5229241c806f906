/**
 * How many events one address may send in a window, counted in this process's memory (the address is never stored):
 * a page sends a few per view, a script sending thousands is cut off. Returns whether this event may be counted.
 */
export function createEventAllowance({ max, windowMs }: { max: number; windowMs: number }) {
  let windows = new Map<string, { start: number; hits: number }>()
  return (address: string, now = Date.now()): boolean => {
    const current = windows.get(address)
    if (!current || now - current.start >= windowMs) {
      // The old windows go when the map grows: it never holds more than the addresses of one window or so.
      if (windows.size >= 10_000) windows = new Map([...windows].filter(([, window]) => now - window.start < windowMs))
      windows.set(address, { start: now, hits: 1 })
      return true
    }
    current.hits += 1
    return current.hits <= max
  }
}
