import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Star } from '@/components/icons/Star'
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

describe('the star-row utility', () => {
  it('draws the site’s Star icon', () => {
    const css = readFileSync('src/app/(site)/globals.css', 'utf8')
    const masked = /@utility star-row[\s\S]*?path d='([^']+)'/.exec(css)?.[1]
    const icon = /<path d="([^"]+)"/.exec(renderToStaticMarkup(createElement(Star)))?.[1]
    expect(masked).toBeDefined()
    expect(masked).toBe(icon)
  })
})
