import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'
import type { Page, User } from '@/payload-types'

type Block = Page['layout'][number]

let payload: Payload
let editor: User
let run = 0
const unique = () => `${Date.now()}-${++run}`

type FieldError = { message: string; path: string }

/** The field errors of a refused operation; [] when it went through. */
async function refusal(operation: Promise<unknown>): Promise<FieldError[]> {
  const error = await operation.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (error === null) return []
  expect(error).toMatchObject({ status: 400 })
  return (error as { data: { errors: FieldError[] } }).data.errors
}

const asEditor = () => ({ overrideAccess: false, user: editor })

/** Addresses that leave the site or are no link at all; every link field refuses them. */
const hostile = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/\t/evil.example',
  ' //evil.example',
]

const redirect = (
  from: string,
  to: { type: 'custom'; url: string } | { type: 'reference'; reference: { relationTo: 'pages' | 'projects'; value: number } },
) => payload.create({ collection: slugs.redirects, data: { from, to }, ...asEditor() })

beforeAll(async () => {
  payload = await getTestPayload()
  editor = {
    ...(await payload.create({
      collection: slugs.users,
      data: { email: `liens.${unique()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'editor', name: 'Rédaction' },
      overrideAccess: true,
    })),
    collection: slugs.users,
  } as User
})

describe('redirects', () => {
  it('refuse a destination that leaves the site, is no address, or is http, with a French message', async () => {
    for (const url of [...hostile, 'http://evil.example/', '/ancienne\r\nSet-Cookie: a=b', 'https://www.combles-nord.fr@evil.example/']) {
      const errors = await refusal(redirect(`/depart-${unique()}`, { type: 'custom', url }))
      expect([url, errors]).toEqual([
        url,
        [expect.objectContaining({ path: 'to.url', message: expect.stringMatching(/^Lien refusé\. Indiquez un chemin de ce site/) })],
      ])
    }
  })

  it('refuse a starting address that is no path of the site', async () => {
    for (const from of ['//evil.example', '/\\evil.example', '/%5Cevil.example', '/\t/evil.example']) {
      const errors = await refusal(redirect(from, { type: 'custom', url: '/contact' }))
      expect([from, errors]).toEqual([
        from,
        [expect.objectContaining({ path: 'from', message: expect.stringMatching(/^Indiquez une adresse de ce site/) })],
      ])
    }
  })

  it('refuse a starting address a visitor reaches today: a published page, a published project, a form', async () => {
    // The seed's first ones (sorted by id): the newest may be another test's, already named by a redirect of its own.
    const seedsFirst = { where: { _status: { equals: 'published' } }, sort: 'id', limit: 1, overrideAccess: true } as const
    const [page] = (await payload.find({ collection: slugs.pages, ...seedsFirst })).docs
    const [project] = (await payload.find({ collection: slugs.projects, ...seedsFirst })).docs
    const cases = [
      [`/${page!.slug === 'accueil' ? '' : page!.slug}`, `Cette adresse est celle de la page publiée « ${page!.title} »`],
      [`/projet/${project!.slug}`, `Cette adresse est celle de la réalisation publiée « ${project!.title} »`],
      ['/etude-gratuite', 'Cette adresse est celle d’un formulaire du site'],
    ] as const
    for (const [from, message] of cases) {
      expect(await refusal(redirect(from, { type: 'custom', url: '/contact' }))).toEqual([
        expect.objectContaining({ path: 'from', message: expect.stringContaining(message) }),
      ])
    }
  })

  it('accept a path of the site, an https address and a page', async () => {
    const [page] = (await payload.find({ collection: slugs.pages, limit: 1, overrideAccess: true })).docs
    expect(await refusal(redirect(`/vers-contact-${unique()}`, { type: 'custom', url: '/contact?origine=ancienne#formulaire' }))).toEqual(
      [],
    )
    expect(await refusal(redirect(`/vers-ailleurs-${unique()}`, { type: 'custom', url: 'https://www.service-public.fr/' }))).toEqual([])
    expect(
      await refusal(redirect(`/vers-page-${unique()}`, { type: 'reference', reference: { relationTo: 'pages', value: page!.id } })),
    ).toEqual([])
  })

  it('refuse a redirect to its own address and a loop through another one', async () => {
    const a = `/boucle-a-${unique()}`
    const b = `/boucle-b-${unique()}`
    expect(await refusal(redirect(a, { type: 'custom', url: `${a}/` }))).toEqual([
      expect.objectContaining({
        path: 'to.url',
        message: `Cette redirection formerait une boucle (${a} → ${a}). Choisissez une autre destination.`,
      }),
    ])
    expect(await refusal(redirect(a, { type: 'custom', url: b }))).toEqual([])
    expect(await refusal(redirect(b, { type: 'custom', url: `${a}?retour=1` }))).toEqual([
      expect.objectContaining({
        path: 'to.url',
        message: `Cette redirection formerait une boucle (${b} → ${a} → ${b}). Choisissez une autre destination.`,
      }),
    ])
  })

  it('refuse a chain of two redirects, whichever is saved second', async () => {
    const [a, b, c] = [`/chaine-a-${unique()}`, `/chaine-b-${unique()}`, `/chaine-c-${unique()}`]
    expect(await refusal(redirect(a, { type: 'custom', url: b }))).toEqual([])
    // b → c would make a → b → c.
    expect(await refusal(redirect(b, { type: 'custom', url: c }))).toEqual([
      expect.objectContaining({
        path: 'to.url',
        message: `La redirection depuis «\u00a0${a}\u00a0» mène déjà à «\u00a0${b}\u00a0». Faites-la d’abord pointer vers l’adresse finale.`,
      }),
    ])
    // c → a would make c → a → b.
    expect(await refusal(redirect(c, { type: 'custom', url: a }))).toEqual([
      expect.objectContaining({
        path: 'to.url',
        message: `La destination «\u00a0${a}\u00a0» est elle-même redirigée ailleurs. Indiquez directement l’adresse finale.`,
      }),
    ])
  })

  it('refuse a redirect from the address of a page that other redirects name', async () => {
    const [page] = (await payload.find({ collection: slugs.pages, where: { slug: { equals: 'contact' } }, overrideAccess: true })).docs
    expect(
      await refusal(redirect(`/ancien-contact-${unique()}`, { type: 'reference', reference: { relationTo: 'pages', value: page!.id } })),
    ).toEqual([])
    const errors = await refusal(redirect('/contact', { type: 'custom', url: `/ailleurs-${unique()}` }))
    // Refused twice over: the contact form is live at that address, and another redirect leads to it.
    expect(errors).toEqual([
      expect.objectContaining({ path: 'from', message: expect.stringMatching(/^Cette adresse est celle d’un formulaire du site/) }),
      expect.objectContaining({ path: 'to.url', message: expect.stringMatching(/^La redirection depuis «\u00a0\/ancien-contact-/) }),
    ])
  })
})

/** A published page holding one block, saved by the editor. */
const pageWith = (block: Block) =>
  payload.create({
    collection: slugs.pages,
    data: { title: 'Liens', slug: `liens-${unique()}`, _status: 'published', layout: [block] },
    ...asEditor(),
  })

const text = (value: string) => ({ type: 'text', text: value, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })
const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }
const richTextWithLink = (url: string) => ({
  root: {
    type: 'root',
    ...element,
    children: [
      {
        type: 'paragraph',
        ...element,
        textFormat: 0,
        textStyle: '',
        children: [
          text('Voir '),
          { type: 'link', ...element, version: 3, fields: { linkType: 'custom', url, newTab: false }, children: [text('ici')] },
        ],
      },
    ],
  },
})

/** Each link field of the blocks, with a block that holds `href` there, and the path of its error. */
const linkFields: [string, (href: string) => Block, string][] = [
  [
    'iconCards.cards[].href',
    (href) => ({ blockType: 'iconCards', cards: [{ title: 'Carte', description: 'Texte', href }] }),
    'layout.0.cards.0.href',
  ],
  [
    'processSteps.footnoteHref',
    (href) => ({ blockType: 'processSteps', steps: [{ title: 'Étape', description: 'Texte' }], footnoteHref: href }),
    'layout.0.footnoteHref',
  ],
  [
    'hero.primary.href (linkGroup)',
    (href) => ({ blockType: 'hero', title: 'Titre', primary: { label: 'Aller', href } }),
    'layout.0.primary.href',
  ],
  [
    'toolCards.cards[].href',
    (href) => ({ blockType: 'toolCards', linkLabel: 'Commencer', cards: [{ title: 'Outil', description: 'Texte', href }] }),
    'layout.0.cards.0.href',
  ],
  [
    'pressLinks.links[].href',
    (href) => ({ blockType: 'pressLinks', links: [{ kind: 'article', outlet: 'Journal', title: 'Article', href }] }),
    'layout.0.links.0.href',
  ],
]

describe('block link fields', () => {
  it('refuse javascript:, data:, //host, /\\host and their variants, with a French message', async () => {
    const outcomes: string[] = []
    for (const [field, block, path] of linkFields)
      for (const href of hostile) {
        const errors = await refusal(pageWith(block(href)))
        const refused = errors.some((error) => error.path === path && error.message.startsWith('Lien refusé. Indiquez '))
        outcomes.push(`${field} ${JSON.stringify(href)}: ${refused ? 'refused' : `ACCEPTED ${JSON.stringify(errors)}`}`)
      }
    expect(outcomes).toEqual(linkFields.flatMap(([field]) => hostile.map((href) => `${field} ${JSON.stringify(href)}: refused`)))
  })

  it('accept the links the seed uses: site paths, anchors, https, tel:{telephone}', async () => {
    expect(await refusal(pageWith(linkFields[0]![1]('/plans-et-inspirations?service=combles')))).toEqual([])
    expect(await refusal(pageWith(linkFields[1]![1]('#formulaire')))).toEqual([])
    expect(await refusal(pageWith({ blockType: 'hero', title: 'Titre', primary: { label: 'Appeler', href: 'tel:{telephone}' } }))).toEqual(
      [],
    )
    expect(await refusal(pageWith(linkFields[4]![1]('https://www.m6.fr')))).toEqual([])
  })

  it('refuse a rich-text link to javascript:, data: or //host', async () => {
    for (const url of hostile) {
      const errors = await refusal(pageWith({ blockType: 'richText', content: richTextWithLink(url) }))
      expect([url, errors]).toEqual([
        url,
        [
          expect.objectContaining({
            path: 'layout.0.content',
            message: 'Un lien du texte est refusé\u00a0: ouvrez-le pour corriger son adresse.',
          }),
        ],
      ])
    }
    expect(await refusal(pageWith({ blockType: 'richText', content: richTextWithLink('https://www.service-public.fr/') }))).toEqual([])
    expect(await refusal(pageWith({ blockType: 'richText', content: richTextWithLink('/contact') }))).toEqual([])
  })
})

describe('menu and settings', () => {
  it('the menu refuses an address off the site, the video channel anything but https', async () => {
    const navigation = await payload.findGlobal({ slug: slugs.navigation, overrideAccess: true })
    for (const route of [...hostile, 'https://evil.example/']) {
      const legalLinks = [{ name: 'Piège', route }]
      const errors = await refusal(payload.updateGlobal({ slug: slugs.navigation, data: { ...navigation, legalLinks }, ...asEditor() }))
      expect([route, errors]).toEqual([
        route,
        [expect.objectContaining({ path: 'legalLinks.0.route', message: expect.stringMatching(/^Lien refusé\./) })],
      ])
    }
    const empty = await refusal(
      payload.updateGlobal({ slug: slugs.navigation, data: { ...navigation, legalLinks: [{ name: 'Vide' }] }, ...asEditor() }),
    )
    expect(empty).toEqual([
      expect.objectContaining({ path: 'legalLinks.0.route', message: 'Choisissez une page ou indiquez une adresse.' }),
    ])
    for (const videoChannelUrl of ['javascript:alert(1)', 'http://www.youtube.com/@comblesnord', '//www.youtube.com']) {
      const errors = await refusal(payload.updateGlobal({ slug: slugs.siteSettings, data: { videoChannelUrl }, ...asEditor() }))
      expect([videoChannelUrl, errors]).toEqual([videoChannelUrl, [expect.objectContaining({ path: 'videoChannelUrl' })]])
    }
  })
})
