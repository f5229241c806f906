import { describe, expect, it } from 'vitest'
import { parseQueryString } from '@/api/parseQueryString'
import { publicQueryLimits, publicQueryRefusal } from '@/api/publicQueryRefusal'

const refusalOf = (search: string) => publicQueryRefusal(parseQueryString(search))
const words = (count: number) => Array.from({ length: count }, (_, index) => `mot${index}`).join(' ')
const conditions = (count: number) =>
  Array.from({ length: count }, (_, index) => `where[or][${index}][title][like]=combles${index}`).join('&')

describe('parseQueryString reads a query as Payload does', () => {
  it('nests brackets, decodes, and combines repeated keys', () => {
    expect(parseQueryString('?where[or][0][title][like]=salle+de%20bain&where[or][1][type][equals]=office&limit=12')).toEqual({
      where: { or: [{ title: { like: 'salle de bain' } }, { type: { equals: 'office' } }] },
      limit: '12',
    })
    expect(parseQueryString('where[id][in][]=1&where[id][in][]=2&depth=0&depth=1')).toEqual({
      where: { id: { in: ['1', '2'] } },
      depth: ['0', '1'],
    })
  })

  it('refuses what it cannot judge: a value and an object at one place, repeated numbers', () => {
    expect(refusalOf('where=x&where[title][like]=y')).not.toBeNull()
    expect(refusalOf('where[title][like]=y&where=x')).not.toBeNull()
    expect(refusalOf('limit=1&limit=2')).not.toBeNull()
  })
})

describe('publicQueryRefusal', () => {
  it('lets ordinary gallery and admin queries through', () => {
    expect(refusalOf('')).toBeNull()
    expect(refusalOf('limit=100&depth=0&sort=id')).toBeNull()
    expect(refusalOf('where[type][equals]=office&limit=12&page=2&depth=1')).toBeNull()
    expect(refusalOf(`where[title][like]=${encodeURIComponent(words(publicQueryLimits.searchWords))}`)).toBeNull()
    expect(refusalOf(conditions(publicQueryLimits.conditions))).toBeNull()
    expect(refusalOf('where[and][0][id][in][0]=1&where[and][0][id][in][1]=2&depth=0&limit=2')).toBeNull()
    expect(refusalOf('where[or][0][and][0][title][like]=combles&where[or][0][and][1][surface][greater_than]=20')).toBeNull()
    expect(refusalOf(`where=${encodeURIComponent(JSON.stringify({ slug: { equals: 'amenagement-combles-lille-40m2' } }))}`)).toBeNull()
  })

  it('bounds like and contains terms in words and characters', () => {
    expect(refusalOf(`where[title][like]=${encodeURIComponent(words(publicQueryLimits.searchWords + 1))}`)).toMatch(
      /^Requête refusée\u00a0: .*10\u00a0mots/,
    )
    expect(refusalOf(`where[title][contains]=${'a'.repeat(publicQueryLimits.searchCharacters + 1)}`)).toMatch(/200\u00a0caractères/)
    expect(refusalOf(`where[title][not_like]=${encodeURIComponent(words(60_000))}`)).toMatch(/^Requête refusée/)
    expect(refusalOf('where[title][like][0]=a&where[title][like][1]=b')).toMatch(/^Requête mal formée\u00a0: .*un seul terme/)
    expect(refusalOf(`where=${encodeURIComponent(JSON.stringify({ title: { like: words(11) } }))}`)).toMatch(/10\u00a0mots/)
  })

  it('bounds the number of conditions, their nesting and the length of lists', () => {
    expect(refusalOf(conditions(publicQueryLimits.conditions + 1))).toMatch(/20\u00a0conditions au plus/)
    expect(refusalOf('where[title][like]=a&where[title][equals]=b&' + conditions(19))).toMatch(/20\u00a0conditions/)
    expect(refusalOf('where[or][0][and][0][or][0][title][equals]=x')).toBeNull()
    expect(refusalOf('where[or][0][and][0][or][0][and][0][title][equals]=x')).toMatch(/3\u00a0niveaux/)
    const ids = Array.from({ length: publicQueryLimits.listValues + 1 }, (_, index) => index + 1)
    expect(refusalOf(`where[id][in]=${ids.join(',')}`)).toMatch(/100\u00a0valeurs/)
    expect(refusalOf(ids.map((id, index) => `where[id][not_in][${index}]=${id}`).join('&'))).toMatch(/100\u00a0valeurs/)
  })

  it('refuses malformed queries with a French message instead of letting them fail as 500s', () => {
    expect(refusalOf('where[title][near]=1,2,3')).toBe(
      'Requête refusée\u00a0: l’opérateur «\u00a0near\u00a0» n’est pas pris en charge ici.',
    )
    expect(refusalOf('where[title][within]=x')).toMatch(/«\u00a0within\u00a0»/)
    expect(refusalOf('where[title][sounds_like]=x')).toBe('Requête mal formée\u00a0: opérateur «\u00a0sounds_like\u00a0» inconnu.')
    expect(refusalOf('where[title]=x')).toMatch(/attend un opérateur/)
    expect(refusalOf('where[ti tle][equals]=x')).toMatch(/champ «\u00a0ti tle\u00a0» invalide/)
    expect(refusalOf('where[title][equals][deep]=x')).toMatch(/valeur invalide/)
    expect(refusalOf('where[or]=x')).toMatch(/attend une liste/)
    expect(refusalOf('where={"title":')).toMatch(/n’est pas un JSON valide/)
    expect(refusalOf('where=[1]')).toMatch(/doit être un objet/)
    expect(refusalOf('limit=abc')).toBe('Requête mal formée\u00a0: «\u00a0limit\u00a0» doit être un nombre entier positif.')
    expect(refusalOf('limit=-1')).toMatch(/nombre entier positif/)
    expect(refusalOf('page=1.5')).toMatch(/nombre entier positif/)
    expect(refusalOf('page=0')).toMatch(/commence à 1/)
    expect(refusalOf('depth=1&depth=2')).toMatch(/nombre entier positif/)
    expect(refusalOf('depth[x]=1')).toMatch(/nombre entier positif/)
    expect(refusalOf(`depth=${publicQueryLimits.depth}`)).toBeNull()
    expect(refusalOf(`depth=${publicQueryLimits.depth + 1}`)).toBe('Requête refusée\u00a0: «\u00a0depth\u00a0» vaut 3 au plus.')
  })

  it('refuses ids that are no integer of PostgreSQL, on `id` and on the relationships named (a 500 in SQL otherwise)', () => {
    const relations = new Set(['id', 'beforeImage', 'beforeImage.id'])
    for (const search of [
      'where[id][in]=a,b',
      'where[id][equals]=99999999999',
      'where[id][equals]=1.5',
      'where[id][greater_than]=1.5e400',
      'where[id][not_in]=x',
      'where[id][contains]=abc',
      'where[or][0][id][equals]=-1',
    ])
      expect(refusalOf(search), search).toBe('Requête mal formée\u00a0: un identifiant est un nombre entier.')
    for (const search of ['where[beforeImage][equals]=abc', 'where[beforeImage][in]=a,b', 'where[beforeImage.id][equals]=abc'])
      expect(publicQueryRefusal(parseQueryString(search), { idPaths: relations }), search).toMatch(/identifiant/)
    for (const search of [
      'where[id][in]=1,2,2147483647',
      'where[id][equals]=null',
      'where[id][exists]=true',
      'where[beforeImage][exists]=false',
      'where[beforeImage.width][equals]=abc',
      'where[title][equals]=abc',
    ])
      expect(publicQueryRefusal(parseQueryString(search), { idPaths: relations }), search).toBeNull()
  })
})

describe('a value is judged against its field’s type', () => {
  const fields = {
    idPaths: new Set(['id']),
    options: new Map([['_status', new Set(['draft', 'published'])]]),
    booleans: new Set(['noIndex']),
    dates: new Set(['createdAt']),
    closed: new Set(['layout']),
  }
  const judged = (search: string) => publicQueryRefusal(parseQueryString(search), fields)

  it('refuses what PostgreSQL would fail on: a value no option, a checkbox not a boolean, a text search on either or on a date', () => {
    expect(judged('where[_status][equals]=zzz')).toBe(
      'Requête mal formée\u00a0: «\u00a0zzz\u00a0» n’est pas une valeur de «\u00a0_status\u00a0».',
    )
    expect(judged('where[_status][in]=published,zzz')).toMatch(/zzz/)
    expect(judged('where[or][0][_status][not_equals]=')).toMatch(/n’est pas une valeur/)
    expect(judged('where[noIndex][equals]=maybe')).toMatch(/n’est pas une valeur de «\u00a0noIndex/)
    for (const search of ['where[createdAt][like]=2026', 'where[_status][contains]=pub', 'where[noIndex][not_like]=t'])
      expect(judged(search), search).toMatch(/ne se filtre pas par/)
  })

  it('refuses any query on a blocks field’s content, its block types included', () => {
    for (const search of ['where[layout.content][like]=abc', 'where[layout.blockType][equals]=zzz', 'where[layout][exists]=true'])
      expect(judged(search), search).toMatch(/ne peut pas servir de filtre/)
  })

  it('lets through the values of the right kind', () => {
    for (const search of [
      'where[_status][equals]=published',
      'where[_status][in]=draft,published',
      'where[_status][exists]=false',
      'where[noIndex][equals]=true',
      'where[noIndex][equals]=0',
      'where[createdAt][greater_than]=2026-01-01',
      'where[layoutTitle][equals]=abc',
      'where[title][like]=combles',
    ])
      expect(judged(search), search).toBeNull()
  })

  it('refuses a NUL anywhere in the query: PostgreSQL refuses it in text', () => {
    for (const search of [
      'where[title][equals]=a%00b',
      'where[slug][in]=a%00b,c',
      'where[title][like]=%00',
      'sort=title%00',
      'select[a%00]=true',
    ])
      expect(refusalOf(search), search).toBe('Requête mal formée\u00a0: caractère nul interdit.')
    expect(refusalOf('where[title][equals]=a%0Ab')).toBeNull()
  })
})

describe('a page of documents is bounded', () => {
  it('takes 1 to 250 documents, and never every document at once', () => {
    expect(refusalOf(`limit=${publicQueryLimits.limit}`)).toBeNull()
    expect(refusalOf('limit=1')).toBeNull()
    for (const search of ['limit=251', 'limit=100000', 'limit=0'])
      expect(refusalOf(search), search).toBe('Requête refusée\u00a0: «\u00a0limit\u00a0» vaut de 1 à 250.')
    expect(refusalOf('pagination=false')).toMatch(/^Requête refusée\u00a0: «\u00a0pagination=false\u00a0» n’est pas permis ici/)
    expect(refusalOf('pagination=true')).toBeNull()
  })
})
