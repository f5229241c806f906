import { readFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { IconComponent, IconProps } from '@/components/icons/strokeIcon'

/** Every icon module of the site: src/components/icons/<Name>.ts exports <Name>. */
const modules = import.meta.glob<Record<string, IconComponent>>(['../../src/components/icons/*.ts', '!**/strokeIcon.ts'], { eager: true })
const icons = Object.entries(modules).map(([path, module]) => {
  const name = /\/(\w+)\.ts$/.exec(path)![1]!
  return [name, module[name]] as const
})

/** The attributes of the drawn <svg> element, by name. */
function svgOf(icon: IconComponent, props: IconProps = {}) {
  const markup = renderToStaticMarkup(createElement(icon, props))
  const tag = /^<svg([^>]*)>/.exec(markup)
  if (!tag) throw new Error(`not an <svg>: ${markup.slice(0, 80)}`)
  return { markup, attributes: Object.fromEntries([...tag[1]!.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])) }
}

describe('the site’s icons', () => {
  it('each module exports a drawing of its own name on the 24 × 24 grid', () => {
    expect(icons.length).toBeGreaterThan(80)
    const drawings = new Set<string>()
    for (const [name, icon] of icons) {
      expect(typeof icon, name).toBe('function')
      const { markup, attributes } = svgOf(icon!)
      expect(attributes.viewBox, name).toBe('0 0 24 24')
      expect(markup, name).toMatch(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/)
      drawings.add(markup)
    }
    // No two names draw the same picture (a module copied under a new name without its drawing).
    expect(drawings.size).toBe(icons.length)
  })

  it('is drawn by the icon class, hidden from screen readers, by default', () => {
    for (const [name, icon] of icons) {
      expect(svgOf(icon!).attributes, name).toEqual({ viewBox: '0 0 24 24', class: 'icon', 'aria-hidden': 'true' })
    }
  })

  it('gets a 24 px, 2 px round stroke of the text colour from the site’s stylesheet', () => {
    const stylesheet = readFileSync('src/app/(site)/globals.css', 'utf8')
    const rule = /@layer components \{\s*\.icon \{([^}]*)\}/.exec(stylesheet)?.[1]
    const declarations = Object.fromEntries(
      (rule ?? '')
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter(([property]) => property),
    )
    expect(declarations).toEqual({
      width: '24px',
      height: '24px',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    })
  })

  it('takes a class after its own', () => {
    const [, icon] = icons[0]!
    expect(svgOf(icon!, { className: 'h-4 w-4 text-brand' }).attributes).toMatchObject({ class: 'icon h-4 w-4 text-brand' })
  })

  it.each([
    ['a label', { 'aria-label': 'Fermer' }, { 'aria-label': 'Fermer' }],
    ['a role', { role: 'img' }, { role: 'img' }],
  ])('is announced when named by %s', (_, props, expected) => {
    const [, icon] = icons[0]!
    const { attributes } = svgOf(icon!, props as IconProps)
    expect(attributes).toMatchObject(expected)
    expect(attributes).not.toHaveProperty('aria-hidden')
  })

  it('stays hidden once when hidden by hand', () => {
    const [, icon] = icons[0]!
    const { markup, attributes } = svgOf(icon!, { 'aria-hidden': true })
    expect(attributes['aria-hidden']).toBe('true')
    expect(markup.match(/aria-hidden/g)).toHaveLength(1)
  })
})
