/**
 * negotiator 0.6.4 as the compression middleware calls it: its `preferred` order (a tie goes to the first) came
 * in 0.6.4, after @types/negotiator's last release.
 */
declare module 'negotiator' {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    encoding(available: string[], preferred?: string[]): string | undefined
  }
  export = Negotiator
}
