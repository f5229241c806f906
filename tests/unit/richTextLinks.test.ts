import { describe, expect, it } from 'vitest'
import type { TextFieldSingleValidation } from 'payload'
import { validateLinkUrl } from '@/blocks/shared/richTextFeatures'

type Options = Parameters<TextFieldSingleValidation>[1]
const t = (key: string) => key
const saved = (status: string | undefined, linkType = 'custom') =>
  ({
    data: { _status: status },
    siblingData: { linkType },
    req: { t, i18n: { t }, payload: { config: { defaultMaxTextLength: 40_000 } } },
    required: true,
    type: 'text',
  }) as unknown as Options

describe('a rich-text link’s address', () => {
  it('may be left untyped in a draft (Lexical’s https:// or nothing): the autosave goes on', () => {
    expect(validateLinkUrl('https://', saved('draft'))).toBe(true)
    expect(validateLinkUrl('', saved('draft'))).toBe(true)
  })

  it('is refused untyped when published or in a document without drafts', () => {
    expect(validateLinkUrl('https://', saved('published'))).toMatch(/^Lien refusé/)
    expect(validateLinkUrl('https://', saved(undefined))).toMatch(/^Lien refusé/)
  })

  it('follows the site’s link rule in a draft as elsewhere', () => {
    expect(validateLinkUrl('javascript:alert(1)', saved('draft'))).toMatch(/^Lien refusé/)
    expect(validateLinkUrl('/contact', saved('draft'))).toBe(true)
    expect(validateLinkUrl('anything', saved('draft', 'internal'))).toBe(true)
  })
})
