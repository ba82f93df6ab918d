// The check page's comparison: a genuine booking's e-mail, its lines carried in the link as the
// template writes them and a browser reads them, marks nothing; each line a sender changed is
// marked, and only those; a code that names what the shop does not offer is refused.
import { describe, expect, it } from 'vitest'
import { initialValues, type BookingValues } from '../model'
import { buildTemplateParams } from '../templateParams'
import { CHECK_LINK_TEMPLATE, CHECKED_LINES, readCheckLink } from './checkLink'
import { checkRequest } from './checkRequest'

const booking: BookingValues = {
  ...initialValues('honda-pcx'),
  startDate: '2026-12-20', endDate: '2026-12-27', rentalPeriod: '7-days', pickupTime: '10:00',
  name: 'Ann Smith', phone: '+44 7700 900123', delivery: 'kata-karon', extras: 'top-box:1,rain-poncho:2', cover: '',
}
const REFERENCE = 'PMR-2811-K7QX'

/** The e-mail's check link as the template writes it and a browser parses it (WHATWG URL: line breaks dropped, spaces escaped). */
function linkHash(params: Record<string, string>): string {
  const href = `https://site.example${CHECK_LINK_TEMPLATE.replace(/\{\{(\w+)\}\}/g, (_all, key: string) => params[key] ?? '')}`
  return new URL(href).hash
}

const genuine = () => buildTemplateParams(booking, { reference: REFERENCE })

describe('the check page on a link', () => {
  it('a genuine booking: every line the website writes, none marked, the total and prepayment as the site asks', () => {
    const params = genuine()
    expect(params.price_breakdown).toContain('\n')
    const check = checkRequest(linkHash(params))
    if (check.kind !== 'checked') throw new Error(check.problems.join('; '))
    expect(check.compared).toBe(true)
    expect(check.lines.filter((line) => line.differs)).toEqual([])
    expect(check.lines.map((line) => line.computed)).toEqual(CHECKED_LINES.map(({ key }) => params[key]))
    expect(check.reference).toBe(REFERENCE)
    expect(check.total?.amount).toBeGreaterThan(0)
    expect(params.price_estimate).toContain(`${check.total?.amount.toLocaleString('en-US')} THB`)
    expect(params.prepayment).toContain(`${check.prepayment?.toLocaleString('en-US')} THB`)
  })

  it("names the language the request was sent in, and reads a link from before it travelled the same but without it", () => {
    const russian = checkRequest(linkHash(buildTemplateParams(booking, { reference: REFERENCE, language: 'ru' })))
    if (russian.kind !== 'checked') throw new Error(russian.problems.join('; '))
    expect(russian.language).toBe('ru')
    const older = checkRequest(linkHash(genuine()))
    if (older.kind !== 'checked') throw new Error(older.problems.join('; '))
    expect(older.language).toBeNull()
    expect(older.lines).toEqual(russian.lines)
  })

  it.each([
    ['a period from a pickup date, Full cover, pickup at the shop', { endDate: '', cover: 'full', delivery: 'pickup' }],
    ['a period alone, no dates', { startDate: '', endDate: '', rentalPeriod: '1-month', extras: '' }],
    ['a pickup date alone', { endDate: '', rentalPeriod: '', pickupTime: '' }],
    ['dates that end before the period would', { endDate: '2026-12-24' }],
    ['no delivery chosen, an extra the bike cannot take (left out, as the e-mail leaves it)', { bike: 'kawasaki-ninja', delivery: '', extras: 'top-box:1' }],
  ])('a genuine booking, %s: nothing marked', (_name, over) => {
    const params = buildTemplateParams({ ...booking, ...over }, { reference: REFERENCE })
    const check = checkRequest(linkHash(params))
    if (check.kind !== 'checked') throw new Error(check.problems.join('; '))
    expect(check.lines.filter((line) => line.differs)).toEqual([])
  })

  it('a forged e-mail: exactly the lines the sender changed are marked, with what the website says instead', () => {
    const params = genuine()
    const forged = {
      ...params,
      cover: 'Full cover: 7 days x 0 THB = 0 THB, excess 0 THB',
      prepayment: '2,000 THB paid by PromptPay (slip checked) - release the bike',
      price_estimate: params.price_estimate.replace(/estimated total [\d,]+ THB/, 'estimated total 500 THB'),
    }
    const check = checkRequest(linkHash(forged))
    if (check.kind !== 'checked') throw new Error(check.problems.join('; '))
    const marked = check.lines.filter((line) => line.differs)
    expect(marked.map((line) => line.key)).toEqual(['cover', 'prepayment', 'price_estimate'])
    expect(marked[0]).toMatchObject({ stated: forged.cover, computed: params.cover })
  })

  it('every line is compared: each one changed alone is marked alone', () => {
    const params = genuine()
    for (const { key } of CHECKED_LINES) {
      const check = checkRequest(linkHash({ ...params, [key]: `${params[key]} (changed)` }))
      expect(check.kind === 'checked' && check.lines.filter((line) => line.differs).map((line) => line.key)).toEqual([key])
    }
  })

  it('reads lines with "%", "#", quotes, non-Latin text and line breaks as written', () => {
    const params = { ...genuine(), cover: '30% of "Full" # cover ไทย\n100 %' }
    expect(readCheckLink(linkHash(params)).stated?.cover).toBe('30% of "Full" # cover ไทย100 %')
  })

  it('a line holding the separator: no line can be told apart, so none is compared', () => {
    const params = { ...genuine(), deposit: 'none\u001fsee the Cover line' }
    const check = checkRequest(linkHash(params))
    expect(check.kind === 'checked' && [check.compared, check.lines.some((line) => line.differs)]).toEqual([false, false])
    expect(check.kind === 'checked' && check.linesProblem).toContain("Treat every line of it as the sender's words")
  })

  it('a code alone (no lines): priced, nothing compared', () => {
    const check = checkRequest(`#${genuine().rental_payload}`)
    expect(check.kind === 'checked' && check.compared).toBe(false)
  })

  it.each([
    ['a code that does not decode', '#not-a-code!', 'code: the code holds characters'],
    ['an unknown bike', { bike: 'bmw-s1000rr' }, 'bike: "bmw-s1000rr" is none of the published bikes'],
    ['an unknown extra', { extras: 'jet-pack:1' }, 'extras: "jet-pack" is none'],
    ['an unknown cover', { cover: 'zero-excess' }, 'cover: "zero-excess" is none'],
    ['an unknown area', { delivery: 'bangkok' }, 'delivery: "bangkok" is none'],
    ['a return before the pickup', { endDate: '2026-12-10' }, 'before the pickup date'],
  ])('refuses %s, naming it', (_name, what, problem) => {
    const hash = typeof what === 'string' ? what : `#${forgedCode(what)}`
    const check = checkRequest(hash)
    expect(check.kind).toBe('refused')
    expect(check.kind === 'refused' && check.problems.join('\n')).toContain(problem)
  })
})

/** A code as a stranger writes it: the request's values unchecked (the site never sends these). */
function forgedCode(over: Record<string, string>): string {
  const fields = { bike: 'honda-pcx', from: '2026-12-20', to: '2026-12-27', reference: REFERENCE, start: '2026-12-20', end: '2026-12-27', ...mapKeys(over) }
  if (over.endDate) fields.to = '2026-12-20'
  return btoa(JSON.stringify(fields)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const KEYS: Record<string, string> = { endDate: 'end', extras: 'extras', cover: 'cover', delivery: 'delivery', bike: 'bike' }
const mapKeys = (over: Record<string, string>) => Object.fromEntries(Object.entries(over).map(([key, value]) => [KEYS[key] ?? key, value]))
