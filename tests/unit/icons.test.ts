import * as lucide from 'lucide-react'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { IconComponent } from '@/components/icons/strokeIcon'

/** Every icon module of the site: src/components/icons/<Name>.ts exports <Name>. */
const modules = import.meta.glob<Record<string, IconComponent>>(['../../src/components/icons/*.ts', '!**/strokeIcon.ts'], { eager: true })
const icons = Object.entries(modules).map(([path, module]) => {
  const name = /\/(\w+)\.ts$/.exec(path)![1]!
  return [name, module[name]!] as const
})

/** lucide-react's markup without its own class names (lucide, lucide-<name>), which the site's CSS never uses. */
const withoutLucideClasses = (markup: string) =>
  markup.replace(/ class="([^"]*)"/, (_, classes: string) => {
    const kept = classes
      .split(' ')
      .filter((name) => name && name !== 'lucide' && !name.startsWith('lucide-'))
      .join(' ')
    return kept ? ` class="${kept}"` : ''
  })

describe('the site’s icons', () => {
  it('are lucide’s, each in a module of its name', () => {
    expect(icons.length).toBeGreaterThan(80)
    for (const [name, icon] of icons) {
      expect(typeof icon, name).toBe('function')
      expect(lucide, name).toHaveProperty(name)
    }
  })

  it.each([
    ['no props', {}],
    ['a size and a class', { size: 16, className: 'h-4 w-4 text-brand' }],
    ['a stroke width', { strokeWidth: 3 }],
    ['a label', { 'aria-label': 'Fermer' }],
    ['hidden by hand', { 'aria-hidden': true }],
  ])('draw as lucide-react does, with %s', (_, props) => {
    for (const [name, icon] of icons) {
      const theirs = (lucide as unknown as Record<string, ComponentType<object>>)[name]!
      expect(renderToStaticMarkup(createElement(icon, props)), name).toBe(
        withoutLucideClasses(renderToStaticMarkup(createElement(theirs, props))),
      )
    }
  })
})
