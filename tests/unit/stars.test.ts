import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Stars } from '@/components/ui/Stars'

const draw = (rating: number, size?: number) => renderToStaticMarkup(createElement(Stars, { rating, size }))

describe('a star rating', () => {
  it('is one element, read out as its note out of 5, with no drawing of its own', () => {
    const markup = draw(4)
    expect(markup).toMatch(
      /^<span role="img" aria-label="Note : 4 sur 5" style="--stars:4;--star-size:16px" class="star-row [^"]*"><\/span>$/,
    )
    expect(markup).not.toContain('<svg')
  })

  it.each([
    [3.6, 4],
    [7, 5],
    [-1, 0],
  ])('shows %s as %s stars', (rating, shown) => {
    expect(draw(rating)).toContain(`aria-label="Note : ${shown} sur 5" style="--stars:${shown};`)
  })

  it('takes a size for each star', () => {
    expect(draw(5, 20)).toContain('--star-size:20px')
  })
})
