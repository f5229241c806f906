import { describe, expect, it } from 'vitest'
import { isCssGrammarGap } from '../../bench/htmlCheck'

describe('the HTML check’s CSS grammar gaps', () => {
  it('leaves out only @property and margin-trim, which the checker’s CSS grammar does not know', () => {
    expect(isCssGrammarGap('CSS: Unrecognized at-rule “@property”.')).toBe(true)
    expect(isCssGrammarGap("CSS: “margin-trim”: Property “margin-trim” doesn't exist.")).toBe(true)
    expect(isCssGrammarGap("CSS: “colr”: Property “colr” doesn't exist.")).toBe(false)
    expect(isCssGrammarGap('CSS: Unrecognized at-rule “@propertyx”.')).toBe(false)
    expect(isCssGrammarGap('Bad value “” for attribute “action” on element “form”.')).toBe(false)
  })
})
