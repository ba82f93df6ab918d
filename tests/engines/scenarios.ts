// What a tourist does, in any engine (drivers.ts), checked the way the Chromium e2e tests check it:
// the gallery's view-all and show-less, the language menu, and a booking at phone size (fields a
// phone does not zoom into, an empty date that looks empty, toasts clear of the form's header, one
// e-mail with the exact parameters).
import type { Engine } from './drivers'
import { messages } from '../e2e/helpers/content'
import { metaText } from '../../scripts/seo/tags'
import { readSeoContent } from '../../scripts/seo/content'
import { TEMPLATE_PARAM_KEYS } from '../../src/features/booking/templateParamKeys'
import { MIN_FILL_MS } from '../../src/features/booking/abuse'
import { lookAfresh, stillOnScreen } from '../motion'
import { defaultLocale, htmlLang, locales, type Locale } from '../../src/i18n/locales'

export type Context = { site: string; outbox: string; shots: string }
export type Scenario = { name: string; run: (engine: Engine, context: Context) => Promise<void> }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

// Every wait is for a state, as long as a slow or busy machine needs to reach it: a wait that
// times out means the state never came. `what` says what the visitor is waiting to see.
const WAIT_MS = 90_000

async function waitFor(engine: Engine, expression: string, what: string, timeoutMs = WAIT_MS): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await engine.evaluate<boolean>(`!!(${expression})`).catch(() => false)) return
    await sleep(150)
  }
  throw new Error(`the visitor waited ${timeoutMs / 1000} s and still did not see ${what}`)
}

/** Waits until nothing on the screen moves (tests/motion.ts). */
async function settled(engine: Engine, what: string): Promise<void> {
  await engine.evaluate(lookAfresh)
  await waitFor(engine, stillOnScreen, `${what} at rest`)
}

/**
 * Moves the page's wall clock `ms` ahead, as if the visitor had taken that long (the Chromium
 * tests use Playwright's clock for this): the form's minimum fill time is about time, not speed.
 */
async function movePageClock(engine: Engine, ms: number): Promise<void> {
  await engine.evaluate(`(() => { const now = Date.now.bind(Date); Date.now = () => now() + ${ms}; return true })()`)
}

let marks = 0
/** A CSS selector for the first visible element matching `css` whose label or text contains `text`. */
async function find(engine: Engine, css: string, text: string): Promise<string> {
  const id = `t${++marks}`
  const script = `(() => {
    const found = [...document.querySelectorAll(${JSON.stringify(css)})].find((el) =>
      el.getClientRects().length > 0 && ((el.getAttribute('aria-label') || '') + ' ' + el.textContent).includes(${JSON.stringify(text)}))
    if (found) found.setAttribute('data-engine-target', ${JSON.stringify(id)})
    return !!found
  })()`
  const until = Date.now() + WAIT_MS
  while (!(await engine.evaluate<boolean>(script))) {
    if (Date.now() > until) throw new Error(`the visitor sees no ${css} with "${text}" after ${WAIT_MS / 1000} s`)
    await sleep(150)
  }
  return `[data-engine-target="${id}"]`
}

const cards = `document.querySelectorAll('#gallery-bikes article').length`

const gallery: Scenario = {
  name: 'gallery: view all, then show less lands on the gallery heading',
  async run(engine, { site }) {
    const m = messages.en
    await engine.open(`${site}/`)
    await engine.click(await find(engine, 'button', m['gallery.viewAll']))
    await waitFor(engine, `${cards} === 12`, 'all 12 bikes')
    await engine.click(await find(engine, 'button', m['gallery.showLess']))
    await waitFor(engine, `${cards} === 3`, 'the first 3 bikes again')
    await settled(engine, 'the page after Show Less') // the smooth scroll has ended
    const top = await engine.evaluate<number>(`document.getElementById('gallery-title').getBoundingClientRect().top`)
    assert(top >= 0 && top <= 200, `after Show Less the gallery heading is at ${Math.round(top)} px, not at the top of the screen`)
  },
}

// Each language in turn through the menu, from the default one: the menu names them in the
// language the page is in at the time.
const language: Scenario = {
  name: 'language: the menu switches the page to every language in turn',
  async run(engine, { site }) {
    const content = readSeoContent(process.cwd())
    await engine.open(`${site}/`)
    let shown: Locale = defaultLocale
    for (const locale of [...locales.filter((other) => other !== defaultLocale), defaultLocale]) {
      const title = metaText(content, locale).title
      await engine.click(await find(engine, 'header button', messages[shown]['nav.language']))
      await engine.click(await find(engine, '[role=menuitemradio]', messages[shown][`lang.${locale}`]))
      await waitFor(engine, `document.documentElement.lang === ${JSON.stringify(htmlLang[locale])} && document.title === ${JSON.stringify(title)}`, `the page in ${locale}`)
      const heading = await engine.evaluate<string>(`document.querySelector('h1').textContent`)
      assert(heading.includes(messages[locale]['hero.title'].split(' ')[0]), `the hero heading is not in ${locale}: ${heading}`)
      shown = locale
    }
  },
}

const overlapScript = `(() => {
  const toast = document.querySelector('[role=region][aria-label^="Notifications"] [data-part=root]').getBoundingClientRect()
  const dialog = document.querySelector('[role=dialog]')
  const parts = [dialog.querySelector('h2'), dialog.querySelector('[data-part=close-trigger]')]
  return parts.map((part) => {
    const box = part.getBoundingClientRect()
    return box.x < toast.right && toast.x < box.right && box.y < toast.bottom && toast.y < box.bottom
  })
})()`

const booking: Scenario = {
  name: 'booking (th, phone width): 16 px fields, empty dates look empty, toasts clear of the header, one exact e-mail',
  async run(engine, { site, outbox, shots }) {
    const m = messages.th
    await fetch(`${outbox}/api/outbox`, { method: 'DELETE' })
    await engine.open(`${site}/?lang=th`)
    await engine.click(await find(engine, 'button', m['bike.bookLabel'].replace('{name}', 'Honda PCX 150')))
    await waitFor(engine, `document.querySelector('[role=dialog] input[name=name]')`, 'the booking form')
    await settled(engine, 'the booking form') // the dialog's animation has ended
    await engine.screenshot(`${shots}/${engine.name}-booking-form-phone.png`)

    const small = await engine.evaluate<string[]>(`[...document.querySelectorAll('[role=dialog] input, [role=dialog] textarea, [role=dialog] select')]
      .filter((el) => el.type !== 'hidden' && !el.closest('[aria-hidden=true]') && parseFloat(getComputedStyle(el).fontSize) < 16)
      .map((el) => (el.name || el.id) + ' ' + getComputedStyle(el).fontSize)`)
    assert(small.length === 0, `fields under 16 px: ${small.join(', ')}`)

    const colours = `(() => { const d = document.querySelector('[role=dialog] input[name=startDate]'), n = document.querySelector('[role=dialog] input[name=name]');
      return [getComputedStyle(d).color, getComputedStyle(n).color] })()`
    const [emptyDate, text] = await engine.evaluate<[string, string]>(colours)
    assert(emptyDate !== text, `an empty date is drawn in the text colour ${text}, as if a date were set`)

    // The visitor taps Send where it is (no scrolling first): the validation toast must not hide the header.
    await engine.evaluate(`document.querySelector('[role=dialog] button[type=submit]').click()`)
    await waitFor(engine, `document.querySelector('[role=region][aria-label^="Notifications"] [data-part=root]')`, 'the validation toast')
    await settled(engine, 'the validation toast') // its slide-in has ended
    const covered = await engine.evaluate<boolean[]>(overlapScript)
    assert(!covered.includes(true), `the validation toast covers the form's ${covered[0] ? 'title' : 'close button'}`)

    await engine.type('[role=dialog] input[name=name]', 'Ann Smith')
    await engine.type('[role=dialog] input[name=phone]', '+44 7700 900123')
    await movePageClock(engine, MIN_FILL_MS) // past the form's minimum fill time since opening
    await engine.click(await find(engine, '[role=dialog] button[type=submit]', m['booking.submit']))
    await waitFor(engine, `document.body.textContent.includes(${JSON.stringify(m['booking.success'])})`, 'the success toast')
    const emails = (await (await fetch(`${outbox}/api/outbox`)).json()) as Array<{ request: { lib_version: string; template_params: Record<string, string> } }>
    assert(emails.length === 1, `${emails.length} e-mails in the outbox, not 1`)
    const params = emails[0].request.template_params
    assert(emails[0].request.lib_version === '4.4.1', 'lib_version is not 4.4.1')
    assert(JSON.stringify(Object.keys(params).sort()) === JSON.stringify([...TEMPLATE_PARAM_KEYS].sort()), `parameters ${Object.keys(params).join(', ')}`)
    const expected = { customer_name: 'Ann Smith', from_name: 'Ann Smith', customer_phone: '+44 7700 900123', selected_bike: 'Honda PCX 150', customer_email: 'Not specified', additional_notes: 'None', booking_check: 'Passed', booking_revision: 'Original' }
    for (const [key, value] of Object.entries(expected)) assert(params[key] === value, `${key} is ${JSON.stringify(params[key])}, not ${JSON.stringify(value)}`)
  },
}

export const scenarios: Scenario[] = [gallery, language, booking]
