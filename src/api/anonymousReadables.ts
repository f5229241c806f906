import { type Access, createLocalReq, type Payload, type PayloadRequest } from 'payload'

/** The collections and globals a visitor without an account may read, by slug. */
export type PublicContent = { collections: ReadonlySet<string>; globals: ReadonlySet<string> }

/**
 * Whether read access lets a request with no user in. `true` and a Where (published documents only)
 * both do; an access that throws counts as open too, so that its queries are bounded rather than not.
 */
async function letsAnonymousIn(read: Access | undefined, req: PayloadRequest): Promise<boolean> {
  if (!read) return true
  try {
    return Boolean(await read({ req }))
  } catch {
    return true
  }
}

const known = new WeakMap<Payload, Promise<PublicContent>>()

async function readAccessOf(payload: Payload): Promise<PublicContent> {
  const req = await createLocalReq({}, payload)
  const open = async (entities: readonly { slug: string; access: { read?: Access } }[]) => {
    const verdicts = await Promise.all(entities.map(async ({ slug, access }) => [slug, await letsAnonymousIn(access.read, req)] as const))
    return new Set(verdicts.filter(([, isOpen]) => isOpen).map(([slug]) => slug))
  }
  const [collections, globals] = await Promise.all([open(payload.config.collections), open(payload.config.globals)])
  return { collections, globals }
}

/**
 * What anonymous visitors may read, found by asking each collection's and global's read access about a
 * request without a user: the public query limits then follow the access rules, and a collection made
 * public later is bounded without anyone adding it to a list. Access is configuration: read once.
 */
export function anonymousReadables(payload: Payload): Promise<PublicContent> {
  let content = known.get(payload)
  if (!content) {
    content = readAccessOf(payload)
    known.set(payload, content)
  }
  return content
}
