// What a tourist does, in any engine (drivers.ts), checked the way the Chromium e2e tests check it:
// the gallery's view-all and show-less, the language menu, and a booking at phone size (fields a
// phone does not zoom into, an empty date that looks empty, toasts clear of the form's header, one
// e-mail with the exact parameters).
import type { Engine } from './drivers'
import { assert, find, movePageClock, settled, waitFor } from './waits'
import { longWordScenarios } from './longWords'
import { messages } from '../e2e/helpers/content'
import { metaText } from '../../site-build/seo/tags'
import { readSeoContent } from '../../site-build/seo/content'
import { TEMPLATE_PARAM_KEYS } from '../../src/features/booking/templateParamKeys'
import { CHECK_PASSED, REVISION_ORIGINAL } from '../../src/features/booking/shopWords'
import { MIN_FILL_MS } from '../../src/features/booking/abuse'
import { FORM_SEND_ASKED_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../src/shared/prerenderedForm'
import { defaultLocale, htmlLang, locales, type Locale } from '../../src/i18n/locales'

export type Context = { site: string; outbox: string; shots: string }
/** `size`: the page's viewport, when not a phone's (run.ts). */
export type Scenario = { name: string; size?: { width: number; height: number }; run: (engine: Engine, context: Context) => Promise<void> }

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
      // The item shown (the menu has opened), then at rest: WebKitWebDriver clicks where the item
      // was when it asked, and an item still sliding in with the menu is then "intercepted" by its
      // neighbour or "not interactable". Waiting for rest before the menu shows waits for nothing.
      const item = await find(engine, '[role=menuitemradio]', messages[shown][`lang.${locale}`])
      await settled(engine, 'the language menu')
      await engine.click(item)
      await waitFor(engine, `document.documentElement.lang === ${JSON.stringify(htmlLang[locale])} && document.title === ${JSON.stringify(title)}`, `the page in ${locale}`)
      const heading = await engine.evaluate<string>(`document.querySelector('h1').textContent`)
      assert(heading.includes(messages[locale]['hero.title'].split(' ')[0]), `the hero heading is not in ${locale}: ${heading}`)
      shown = locale
    }
  },
}

// The form on a phone is a full-height sheet: a toast may cover its title for a while, never the
// field it asks for, which a Send with a required field blank focuses (and marks).
const overlapScript = `(() => {
  const toast = document.querySelector('[role=region][aria-label^="Notifications"] [data-part=root]').getBoundingClientRect()
  const field = document.activeElement
  const box = field.getBoundingClientRect()
  return {
    field: field.closest('[role=dialog]') ? field.getAttribute('name') : null,
    marked: field.getAttribute('aria-invalid') === 'true',
    covered: box.x < toast.right && toast.x < box.right && box.y < toast.bottom && toast.y < box.bottom,
  }
})()`

const booking: Scenario = {
  name: 'booking (th, phone width): 16 px fields, empty dates look empty, a toast clear of the field it asks for, one exact e-mail',
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

    // The visitor taps Send where it is (no scrolling first): the first blank required field (the
    // name: the card's Book chose the bike) takes the focus and its mark, and no toast hides it.
    await engine.evaluate(`document.querySelector('[role=dialog] button[type=submit]').click()`)
    await waitFor(engine, `document.querySelector('[role=region][aria-label^="Notifications"] [data-part=root]')`, 'the validation toast')
    await settled(engine, 'the validation toast') // its slide-in has ended
    const asked = await engine.evaluate<{ field: string | null; marked: boolean; covered: boolean }>(overlapScript)
    assert(asked.field === 'name', `a Send with the name blank focused ${JSON.stringify(asked.field)}, not the name`)
    assert(asked.marked, 'the blank name is not marked (aria-invalid)')
    assert(!asked.covered, 'the validation toast covers the field it asks for')

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
    const expected = { customer_name: 'Ann Smith', from_name: 'Ann Smith', customer_phone: '+44 7700 900123', selected_bike: 'Honda PCX 150', customer_email: 'Not specified', additional_notes: 'None', booking_check: CHECK_PASSED, booking_revision: REVISION_ORIGINAL }
    for (const [key, value] of Object.entries(expected)) assert(params[key] === value, `${key} is ${JSON.stringify(params[key])}, not ${JSON.stringify(value)}`)
  },
}

// A Book activated before the app runs (a click with no pointer or key before it, as a screen
// reader's): the prerendered form opens in the click itself, fits the phone's screen with 16 px
// fields, answers a Send with only the name typed with the spec's toast (on screen, clear of the
// first blank field, which takes the focus), and the app's form takes its place with what was typed there.
const typedName = '王小明'
const formBeforeTheApp: Scenario = {
  name: 'booking before the app (zh, phone width): the prerendered form at once, on screen, taken over with what was typed',
  async run(engine, { site, shots }) {
    await engine.open(`${site}/?lang=zh`)
    // One script, in one task: the click starts the app, which may take the form over at any later task.
    const seen = await engine.evaluate<{ ready: boolean; open: boolean; inside: boolean; small: string[]; sendAsked: boolean; toast: string; toastOnScreen: boolean; toastClear: boolean }>(`(() => {
      const ready = document.documentElement.hasAttribute('data-ready')
      document.querySelector('[data-book=""]').click()
      const dialog = document.getElementById(${JSON.stringify(PRERENDERED_FORM_ID)})
      const name = dialog.querySelector('input[name=name]')
      name.focus()
      name.value = ${JSON.stringify(typedName)}
      name.dispatchEvent(new Event('input', { bubbles: true }))
      const box = dialog.querySelector('form').parentElement.getBoundingClientRect()
      dialog.querySelector('button[type=submit]').click()
      const toast = dialog.querySelector('[role=status]')
      toast.getAnimations().forEach((animation) => animation.finish()) // where its slide in ends
      const t = toast.getBoundingClientRect()
      // The first blank required field (the bike: Book Now chose none) has the focus, clear of the toast.
      const asked = document.activeElement
      const b = asked.getBoundingClientRect()
      const toastClear = asked.getAttribute('name') === 'bike' && !(b.x < t.right && t.x < b.right && b.y < t.bottom && t.y < b.bottom)
      return {
        ready,
        open: dialog.open,
        inside: box.height > 0 && box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        small: [...dialog.querySelectorAll('input:not([type=hidden]), select, textarea')].filter((el) => !el.closest('[aria-hidden=true]') && parseFloat(getComputedStyle(el).fontSize) < 16).map((el) => el.name),
        sendAsked: dialog.hasAttribute(${JSON.stringify(FORM_SEND_ASKED_ATTRIBUTE)}),
        // The words on screen: the toast holds each answer, the ones not given hidden.
        toast: toast.hidden ? '' : (() => { const shown = toast.cloneNode(true); shown.querySelectorAll('[hidden]').forEach((part) => part.remove()); return shown.textContent })(),
        toastOnScreen: t.height > 0 && t.top >= 0 && t.left >= 0 && t.right <= innerWidth,
        toastClear,
      }
    })()`)
    assert(!seen.ready, 'the app had started before the click: nothing here tests the prerendered form')
    assert(seen.open, 'the Book click before the app ran opened no form')
    assert(seen.inside, 'the prerendered form is not within the phone screen')
    assert(seen.small.length === 0, `prerendered fields under 16 px: ${seen.small.join(', ')}`)
    const m = messages.zh
    assert(seen.toast === m['booking.error'] + m['booking.errorRequired'], `a Send with only the name got ${JSON.stringify(seen.toast)}, not the spec's toast`)
    assert(!seen.sendAsked, 'a Send with the phone and bike missing was kept for the app to send')
    assert(seen.toastOnScreen, "the prerendered form's toast is not within the phone screen")
    assert(seen.toastClear, "the prerendered form's first blank field (the bike) is not focused, or its toast covers it")
    await engine.screenshot(`${shots}/${engine.name}-booking-before-the-app-zh.png`)
    await waitFor(
      engine,
      `!document.getElementById(${JSON.stringify(PRERENDERED_FORM_ID)}) && document.querySelector('[role=dialog] input[name=name]')?.value === ${JSON.stringify(typedName)}`,
      "the app's form in its place with the name typed",
    )
    const focused = await engine.evaluate<string>(`document.activeElement?.getAttribute('name') ?? ''`)
    // Where the visitor's focus was: the Send moved it from the name to the first blank field, the bike.
    assert(focused === 'bike', `the focus is on ${JSON.stringify(focused)} after the take-over, not on the bike the Send asked for`)
  },
}
export const scenarios: Scenario[] = [gallery, language, booking, formBeforeTheApp, ...longWordScenarios]
