import { describe, expect, it } from 'vitest'
import { blockWords } from '@/blocks/shared/blockWords'

describe('blockWords', () => {
  it('takes the block’s own title first, trimmed', () => {
    expect(blockWords({ eyebrow: 'Depuis 1949', title: '  Nos réalisations ' })).toBe('Nos réalisations')
    expect(blockWords({ title: '', eyebrow: 'Depuis 1949' })).toBe('Depuis 1949')
  })

  it('else its first item’s words', () => {
    expect(
      blockWords({ display: 'accordion', items: [{ question: 'Combien de temps durent les travaux ?' }, { question: 'Autre' }] }),
    ).toBe('Combien de temps durent les travaux ?')
  })

  it('else the first words of its rich text, cut to 70 characters', () => {
    const content = {
      root: {
        children: [
          { children: [] },
          { children: [{ text: 'Les combles perdus deviennent une pièce à vivre, lumineuse et isolée, en quelques semaines.' }] },
        ],
      },
    }
    expect(blockWords({ content })).toBe('Les combles perdus deviennent une pièce à vivre, lumineuse et isolée,…')
  })

  it('is empty for a block without words of its own', () => {
    expect(blockWords({ display: 'grid', count: 6 })).toBe('')
    expect(blockWords(null)).toBe('')
  })
})
