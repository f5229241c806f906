import { formOrigins } from '@/rules/formOrigins'
import { sampleAnswers } from './sampleAnswers'

/** Values an attacker or a broken client sends instead of answers: types, sizes, injections, odd Unicode. */
const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(10_000),
  [],
  [[[[[[[[[[]]]]]]]]]],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\uD800',
  '💥🏠'.repeat(100),
  'e\u0301'.repeat(50),
  '\u202Egnp.exe',
  '../../etc/passwd',
  '=HYPERLINK("http://evil")',
]

const deep = (depth: number): unknown => (depth === 0 ? 'fond' : { a: deep(depth - 1) })

/** At least 300 hostile submissions: every field of every form given every hostile value, and more. */
export function hostileBodies(): { body: string; contentType: string }[] {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' })
  const bodies: { body: string; contentType: string }[] = []
  for (const formOrigin of formOrigins) {
    const fields = Object.keys(sampleAnswers[formOrigin])
    for (const field of fields) {
      const values = formOrigin === 'contact' ? hostileValues : hostileValues.slice(0, 12)
      for (const value of values) bodies.push(json({ formOrigin, answers: { ...sampleAnswers[formOrigin], [field]: value } }))
    }
  }
  for (const value of hostileValues) {
    bodies.push(json({ formOrigin: value, answers: sampleAnswers.contact }))
    bodies.push(json({ formOrigin: 'contact', answers: value }))
    bodies.push(json({ formOrigin: 'contact', answers: sampleAnswers.contact, source: value }))
    bodies.push(json({ formOrigin: 'contact', answers: sampleAnswers.contact, website: value }))
    bodies.push(json(value))
  }
  bodies.push(json({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, extra: deep(2000) } }))
  bodies.push({ body: `{"formOrigin":"contact","answers":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' })
  bodies.push({ body: '{"formOrigin":"contact"', contentType: 'application/json' })
  bodies.push({ body: 'formOrigin=contact&name=x', contentType: 'application/x-www-form-urlencoded' })
  bodies.push({ body: '<lead/>', contentType: 'application/xml' })
  bodies.push({ body: JSON.stringify({ formOrigin: 'contact', answers: sampleAnswers.contact }), contentType: 'text/plain' })
  return bodies
}
