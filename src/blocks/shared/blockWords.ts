/** The fields whose words name a block or one of its items, in the order they are looked for. */
const namingFields = ['title', 'eyebrow', 'question', 'myth', 'text', 'label', 'intro', 'outlet']
const MAX_LENGTH = 70

const cut = (text: string) => (text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH).trimEnd()}…` : text)

/** The first words of a rich text (Lexical's JSON), if any. */
function richTextWords(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const node = value as { text?: unknown; root?: unknown; children?: unknown }
  if (typeof node.text === 'string' && node.text.trim()) return node.text.trim()
  const children = Array.isArray(node.children) ? node.children : node.root ? [node.root] : []
  for (const child of children) {
    const words = richTextWords(child)
    if (words) return words
  }
  return ''
}

/**
 * The words that tell a page's block apart in the admin's list of blocks (« Nos réalisations », the first
 * question of a FAQ), from its own fields, else its first item's, else its rich text: empty when it has none.
 */
export function blockWords(data: Record<string, unknown> | null | undefined): string {
  if (!data) return ''
  for (const field of namingFields) {
    const value = data[field]
    if (typeof value === 'string' && value.trim()) return cut(value.trim())
  }
  for (const value of Object.values(data)) {
    if (Array.isArray(value) && value[0] && typeof value[0] === 'object') {
      const words = blockWords(value[0] as Record<string, unknown>)
      if (words) return words
    }
  }
  for (const value of Object.values(data)) {
    const words = richTextWords(value)
    if (words) return cut(words)
  }
  return ''
}
