import { readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { appRoutes } from '@/http/appRoutes'

const appDir = path.join(process.cwd(), 'src/app')

/** Every route of src/app as Next names it: a folder holding page.tsx or route.ts, route groups left out. */
function routesOfTheAppFolder(): string[] {
  return readdirSync(appDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name))
    .map((entry) => {
      const segments = path.relative(appDir, entry.parentPath).split(path.sep).filter(Boolean)
      return `/${segments.filter((segment) => !/^\(.+\)$/.test(segment)).join('/')}`
    })
}

describe('the address gate’s list of the app’s routes', () => {
  it('is every route of src/app but the pages’ catch-all', () => {
    const routes = routesOfTheAppFolder()
    expect(routes).toContain('/[...slug]')
    expect([...appRoutes].sort()).toEqual(routes.filter((route) => route !== '/[...slug]').sort())
  })
})
