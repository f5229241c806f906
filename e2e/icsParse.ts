/** A content line of an iCalendar object: its name, parameters and value (RFC 5545 §3.1). */
export type IcsProperty = { name: string; params: Record<string, string>; value: string }

/** A component (VCALENDAR, VTIMEZONE, VEVENT…) with its properties and sub-components. */
export type IcsComponent = { name: string; properties: IcsProperty[]; components: IcsComponent[] }

/**
 * Parses an .ics as a calendar client would: lines unfolded, each line NAME;PARAM=…:VALUE, components
 * nested by BEGIN/END. Throws on a malformed line or an unbalanced component, so a test reading a
 * broken invitation fails.
 */
export function parseIcs(text: string): IcsComponent {
  if (!/\r\n/.test(text)) throw new Error('iCalendar lines must end with CRLF')
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
  const stack: IcsComponent[] = []
  let root: IcsComponent | null = null
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=(?:"[^"]*"|[^;:]*))*):(.*)$/.exec(line)
    if (!match) throw new Error(`malformed iCalendar line: ${line}`)
    const [, name = '', rawParams = '', value = ''] = match
    const params = Object.fromEntries(
      [...rawParams.matchAll(/;([A-Za-z0-9-]+)=("[^"]*"|[^;:]*)/g)].map(([, key = '', param = '']) => [
        key.toUpperCase(),
        param.replace(/^"|"$/g, ''),
      ]),
    )
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: [], components: [] }
      stack.at(-1)?.components.push(component)
      stack.push(component)
    } else if (name === 'END') {
      const closed = stack.pop()
      if (closed?.name !== value) throw new Error(`END:${value} does not close ${closed?.name ?? 'nothing'}`)
      if (!stack.length) root = closed
    } else {
      const current = stack.at(-1)
      if (!current) throw new Error(`property outside a component: ${line}`)
      current.properties.push({ name: name.toUpperCase(), params, value })
    }
  }
  if (!root || stack.length) throw new Error('unbalanced iCalendar object')
  return root
}

/** The first property of that name in a component. */
export const property = (component: IcsComponent, name: string) => component.properties.find((item) => item.name === name)
