// The template renderer and the shop's template itself: escaped substitution only, spec variables only.
import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { renderTemplate, templateVariables } from './render.ts'
import { AUTOREPLY_TEMPLATE_URL, LOCAL_SITE, LOCAL_STUDIO, STUDIO_PLACEHOLDER, TEMPLATE_URL, withSite, withStudio } from './app.ts'
import { CHECK_LINK_TEMPLATE, CHECK_PATH, SITE_PLACEHOLDER } from '../../src/features/booking/check/checkLink.ts'
import { AUTO_REPLY_TEMPLATES } from './autoReply.ts'
import { htmlLang, locales } from '../../src/i18n/locales.ts'
import { TEMPLATE_PARAM_KEYS } from '../../src/features/booking/templateParams.ts'
import { REPLY_TEMPLATE_KEYS } from '../../src/features/booking/confirmation.ts'
import { RENTAL_DAY_TITLES } from '../../rules/content/rentals.ts'

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

const replyKeys: readonly string[] = REPLY_TEMPLATE_KEYS
const shopKeys = TEMPLATE_PARAM_KEYS.filter((key) => !replyKeys.includes(key))

describe('the shop template (tools/outbox/template.html)', () => {
  it("names the days as the rental the owner fills in from it does (the Studio's First day and Last day)", async () => {
    const template = await readFile(TEMPLATE_URL, 'utf8')
    const label = (variable: string) => new RegExp(`>([^<>]+)</td><td[^>]*>\\{\\{${variable}\\}\\}<`).exec(template)?.[1]
    expect([label('start_date'), label('end_date')]).toEqual([RENTAL_DAY_TITLES.from, RENTAL_DAY_TITLES.to])
  })

  it('uses every spec parameter and every extra (reference, estimate, hotel), only parameters the site sends, only escaped', async () => {
    const template = await readFile(TEMPLATE_URL, 'utf8')
    expect(template).not.toContain('{{{')
    const used = templateVariables(template)
    // `message` is the same booking as plain text: the table says it once.
    for (const key of shopKeys.filter((key) => key !== 'message')) expect(used).toContain(key)
    expect(used).not.toContain('message')
    for (const key of used) expect(shopKeys).toContain(key)
  })

  it('shows the price breakdown a line per unit (pre-line), beside the one-line estimate', async () => {
    const template = await readFile(TEMPLATE_URL, 'utf8')
    const breakdown = '1 month x 5,500 THB (30 days) = 5,500 THB\nTotal: 5,500 THB for 30 days'
    const html = renderTemplate(template, { price_estimate: 'estimate', price_breakdown: breakdown })
    expect(html).toContain(`Price breakdown</td><td style="padding:6px 0;white-space:pre-line;">${breakdown}</td>`)
  })
})

describe('the link to the rental book', () => {
  const link = (studio: string, payload: string) => `href="${studio}/static/add-rental.html#${payload}"`

  it("opens the shop's Studio on a new rental: the address is the template's own, only the payload comes with the booking", async () => {
    const template = await readFile(TEMPLATE_URL, 'utf8')
    expect(template).toContain(link(STUDIO_PLACEHOLDER, '{{rental_payload}}'))
    const html = renderTemplate(withStudio(template, 'http://127.0.0.1:4599/'), { rental_payload: 'eyJiaWtlIjoiaG9uZGEtcGN4In0' })
    expect(html).toContain(link('http://127.0.0.1:4599', 'eyJiaWtlIjoiaG9uZGEtcGN4In0'))
    expect(html).not.toContain(STUDIO_PLACEHOLDER)
    // The outbox's default: the Studio `sanity dev` serves.
    expect(renderTemplate(withStudio(template), { rental_payload: 'x' })).toContain(link(LOCAL_STUDIO, 'x'))
  })

  it("a payload written to reach another site or the Studio's own address stays after the hand-off page's #, escaped", async () => {
    const template = withStudio(await readFile(TEMPLATE_URL, 'utf8'), 'https://studio.example')
    const html = renderTemplate(template, { rental_payload: '"><a href="https://evil.example' })
    expect(html).toContain('href="https://studio.example/static/add-rental.html#&quot;&gt;&lt;a href=&quot;https://evil.example"')
    // Resolved as a browser would: "../" and "?" after "#" move nothing; the page is always the hand-off.
    for (const payload of ['../../vision?query=*', 'x;type=rental;id=chosen/x', `x#token=${'t'.repeat(40)}`]) {
      const href = /href="([^"]*add-rental[^"]*)"/.exec(renderTemplate(template, { rental_payload: payload }))![1]
      const url = new URL(href.replace(/&amp;/g, '&'))
      expect(url.origin + url.pathname).toBe('https://studio.example/static/add-rental.html')
      expect(url.search).toBe('')
    }
  })
})

describe('the link to check the request', () => {
  it("opens the website's check page: the address is the template's own, the code and then each line the e-mail shows, in the check page's order", async () => {
    const template = await readFile(TEMPLATE_URL, 'utf8')
    expect(template).toContain(`href="${SITE_PLACEHOLDER}${CHECK_LINK_TEMPLATE}"`)
    const html = renderTemplate(withSite(template, 'http://127.0.0.1:4598/'), { rental_payload: 'eyJ9', cover: 'Full cover & more' })
    expect(html).toContain(`href="http://127.0.0.1:4598${CHECK_PATH}#eyJ9%1F%1F%1F%1F%1F%1F%1F%1F%1F%1FFull cover &amp; more%1F%1F%1F"`)
    expect(renderTemplate(withSite(template), {})).toContain(`href="${LOCAL_SITE}${CHECK_PATH}#`)
  })

  it('a line written to reach another site stays after the check page\'s #, escaped', async () => {
    const template = withSite(await readFile(TEMPLATE_URL, 'utf8'), 'https://site.example')
    for (const cover of ['"><a href="https://evil.example', '../../x?y=1', '#/other']) {
      const href = /href="([^"]*\/check#[^"]*)"/.exec(renderTemplate(template, { cover, rental_payload: 'x' }))![1]
      const url = new URL(href.replace(/&quot;/g, '"').replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&amp;/g, '&'))
      expect(url.origin + url.pathname + url.search).toBe('https://site.example/check')
    }
  })
})

describe("the visitor's confirmation (tools/outbox/autoreply-template.html)", () => {
  it('uses every reply parameter and nothing else: its words are all in the visitor language', async () => {
    const template = await readFile(AUTOREPLY_TEMPLATE_URL, 'utf8')
    expect(template).not.toContain('{{{')
    expect([...templateVariables(template)].sort()).toEqual([...replyKeys].sort())
    // No English of its own outside the comment (a Chinese or Thai visitor reads all of it): only
    // the chat app's name on its link, the same in every language.
    const visible = template.replace(/<!--[\s\S]*?-->/, '').replace(/<[^>]*>/g, ' ').replace(/\{\{\s*\w+\s*\}\}|&middot;/g, ' ')
    expect(visible.split(/\s+/).filter(Boolean)).toEqual(['WhatsApp'])
  })
})

describe("the visitor's fixed receipt (tools/outbox/autoreply-fixed-template.html)", () => {
  it('has no variable at all: a caller who holds the public key can choose where it goes, never what it says', async () => {
    const template = await readFile(AUTO_REPLY_TEMPLATES.fixed!, 'utf8')
    expect(templateVariables(template)).toEqual([])
    expect(template).not.toContain('{{')
    expect(renderTemplate(template, { reply_subject: 'x', reply_greeting: 'https://phish.example' })).toBe(template)
  })

  it("speaks every language of the site, each marked with its lang, and tells a stranger to ignore it", async () => {
    const template = await readFile(AUTO_REPLY_TEMPLATES.fixed!, 'utf8')
    for (const locale of locales) expect(template).toContain(`<td lang="${htmlLang[locale]}"`)
    expect(template).toContain('someone typed your address by mistake: please ignore this e-mail')
  })
})

