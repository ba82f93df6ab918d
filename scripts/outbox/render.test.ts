// The template renderer and the shop's template itself: escaped substitution only, spec variables only.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { renderTemplate, templateVariables } from './render.ts'
import { TEMPLATE_URL } from './app.ts'
import { TEMPLATE_PARAM_KEYS } from '../../src/features/booking/templateParams.ts'

describe('renderTemplate', () => {
  it('substitutes {{var}} and {{ var }} with HTML-escaped text', () => {
    const html = renderTemplate('<p>{{a}}|{{ b }}</p>', { a: '<b>"x" & \'y\'</b>', b: 7 })
    expect(html).toBe('<p>&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;|7</p>')
  })

  it('renders unknown variables as empty, like EmailJS', () => {
    expect(renderTemplate('[{{missing}}]', {})).toBe('[]')
  })

  it('does not expand {{…}} typed by a customer a second time', () => {
    expect(renderTemplate('{{a}}', { a: '{{b}}', b: 'boom' })).toBe('{{b}}')
  })

  it('refuses triple braces, which EmailJS would insert unescaped', () => {
    expect(() => renderTemplate('{{{a}}}', { a: 'x' })).toThrow(/use \{\{ \}\} only/)
  })
})

describe('the shop template (scripts/outbox/template.html)', () => {
  it('uses every spec parameter and every extra (reference, estimate, hotel), only parameters the site sends, only escaped', async () => {
    const template = await readFile(TEMPLATE_URL, 'utf8')
    expect(template).not.toContain('{{{')
    const used = templateVariables(template)
    for (const key of TEMPLATE_PARAM_KEYS) expect(used).toContain(key)
    for (const key of used) expect(TEMPLATE_PARAM_KEYS as readonly string[]).toContain(key)
  })
})
