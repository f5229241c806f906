import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The paths the README's folder map names, each at the start of a line of its code block. */
function mappedPaths(): string[] {
  const readme = readFileSync('README.md', 'utf8')
  const map = readme.slice(readme.indexOf('## Folder map'))
  const block = map.slice(map.indexOf('```') + 3, map.indexOf('```', map.indexOf('```') + 3))
  return block
    .split('\n')
    .map((line) => /^(\S+)\s{2,}/.exec(line)?.[1])
    .filter((path): path is string => Boolean(path))
}

describe('the README’s folder map', () => {
  it('names only what the tree holds', () => {
    const paths = mappedPaths()
    expect(paths.length).toBeGreaterThan(20)
    expect(paths.filter((path) => !existsSync(path))).toEqual([])
  })

  it('names every folder of src/ and every top-level folder of the project', () => {
    const paths = new Set(mappedPaths())
    const srcFolders = readdirSync('src', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'app')
      .map((entry) => `src/${entry.name}/`)
    const topFolders = ['bench/', 'collections/', 'docs/', 'e2e/', 'globals/', 'public/', 'scripts/', 'src/', 'tests/']
    expect([...srcFolders, ...topFolders, 'src/app/(site)/', 'src/app/(payload)/'].filter((path) => !paths.has(path))).toEqual([])
  })
})
