// The Rental terms section and the booking form's way to it, in Chromium against the built site:
// the owner's terms in every language, readable before (and without) the app, the FAQ data for
// search engines, the navigation on a phone, and the form that keeps what was typed.
import { readFileSync } from 'node:fs'
import { expect, test, type Page } from './fixtures'
import { delivery, messages } from './helpers/content'
import { chooseLanguage, collectConsoleErrors, expectNoAxeViolations, openIn } from './helpers/site'
import { bookingForm } from './booking-helpers'
import { locales, type Locale } from '../../src/i18n/locales'
import { CANCELLATION_TERM_ID, type RentalTerm } from '../../src/content/terms'

const terms: RentalTerm[] = JSON.parse(readFileSync(new URL('../../src/generated/terms.json', import.meta.url), 'utf8')).items
const section = (page: Page, locale: Locale) => page.getByRole('region', { name: messages[locale]['terms.title'] })

/** Every question in `locale`; then the last answer, opened as a visitor opens it (or already open). */
async function expectTermsIn(page: Page, locale: Locale, { alreadyOpen = false } = {}) {
  const region = section(page, locale)
  await expect(region.locator('summary')).toHaveText(terms.map((term) => term.question[locale]))
  const last = terms[terms.length - 1]
  if (!alreadyOpen) {
    await expect(region.getByText(last.answer[locale])).toBeHidden()
    await region.getByText(last.question[locale]).click()
  }
  await expect(region.getByText(last.answer[locale])).toBeVisible()
}

test.describe('rental terms', () => {
  test('the seed has a term for each thing a tourist checks', () => {
    // The seed, not the synced terms: the owner words their own questions.
    const seed = readFileSync(new URL('../../studio/seed/terms.ndjson', import.meta.url), 'utf8').trim().split('\n').map((line) => JSON.parse(line))
    const questions = seed.sort((a, b) => a.order - b.order).map((term) => term.question.en).join(' ')
    expect(questions).toMatch(/deposit.*passport.*licence.*insurance.*scratch.*fuel.*deliver.*late.*pay/is)
  })

  for (const locale of locales) {
    test(`${locale}: the owner's terms between the gallery and contact, nothing reported`, async ({ page }) => {
      const problems = collectConsoleErrors(page)
      page.on('console', (message) => message.type() === 'warning' && problems.push(message.text()))
      await openIn(page, locale)
      await expectTermsIn(page, locale)
      const order = await page.locator('main section[id]').evaluateAll((sections) => sections.map((s) => s.id))
      expect(order.slice(order.indexOf('gallery'), order.indexOf('contact') + 1)).toEqual(['gallery', 'terms', 'contact'])
      expect(problems).toEqual([])
    })
  }

  test('switching language renders the terms in the new language (loaded then, not with the page)', async ({ page }) => {
    const termRequests: string[] = []
    page.on('request', (request) => /\/assets\/terms-[\w-]+\.js$/.test(request.url()) && termRequests.push(request.url()))
    await page.goto('/')
    await expect(section(page, 'en').locator('summary')).toHaveCount(terms.length)
    expect(termRequests).toEqual([]) // the prerendered English terms are kept as they are
    await chooseLanguage(page, 'zh')
    await expectTermsIn(page, 'zh')
    // An answer left open stays open, now in the new language.
    await chooseLanguage(page, 'th')
    await expectTermsIn(page, 'th', { alreadyOpen: true })
    expect(termRequests).toHaveLength(1)
  })

  test('read and opened without any script', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/?lang=th')
    await expectTermsIn(page, 'th')
    await context.close()
  })

  test('each language document carries FAQPage data with its own questions and answers', async ({ request }) => {
    for (const locale of locales) {
      const html = await (await request.get(locale === 'en' ? '/' : `/?lang=${locale}`)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]))
      const faq = blocks.find((block) => block['@type'] === 'FAQPage')
      expect(faq, locale).toBeDefined()
      expect(faq.mainEntity).toEqual(terms.map((term) => ({
        '@type': 'Question', name: term.question[locale], acceptedAnswer: { '@type': 'Answer', text: term.answer[locale] },
      })))
      // The last answer is the shop's cancellation policy, naming its free days.
      expect(terms.at(-1)?.id).toBe(CANCELLATION_TERM_ID)
      expect(faq.mainEntity.at(-1).acceptedAnswer.text).toMatch(new RegExp(`(^|\\D)${delivery.prepayment.freeUntilDays}(\\D|$)`))
    }
  })

  test('axe finds nothing with a term open, in Thai', async ({ page }) => {
    await openIn(page, 'th')
    await section(page, 'th').getByText(terms[0].question.th).click()
    await expectNoAxeViolations(page)
  })
})

test.describe('navigation on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const locale of locales) {
    test(`${locale}: every entry fits the bar and Terms leads to the section`, async ({ page }) => {
      await openIn(page, locale)
      const nav = page.getByRole('navigation')
      for (const key of ['nav.home', 'nav.gallery', 'nav.terms', 'nav.contact'] as const) {
        await expect(nav.getByRole('link', { name: messages[locale][key] })).toBeInViewport({ ratio: 1 })
      }
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
      await nav.getByRole('link', { name: messages[locale]['nav.terms'] }).click()
      await expect(page).toHaveURL(/#terms$/)
      await expect(page.getByRole('heading', { level: 2, name: messages[locale]['terms.title'] })).toBeInViewport()
    })
  }
})

test.describe('from the booking form', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('"Rental terms" opens the terms over the form, and the form keeps every value', async ({ page }) => {
    await openIn(page, 'zh')
    await page.getByRole('button', { name: messages.zh['hero.bookNow'], exact: true }).click()
    const form = bookingForm(page, 'zh')
    await form.field('booking.name').fill('王小明')
    await form.field('booking.phone').fill('+86 138 0000 0000')
    await form.field('booking.notes').fill('两个头盔')

    await form.dialog.getByRole('button', { name: messages.zh['booking.terms.link'] }).click()
    const termsDialog = page.getByRole('dialog', { name: messages.zh['terms.title'] })
    await expect(termsDialog.locator('summary')).toHaveText(terms.map((term) => term.question.zh))
    await termsDialog.getByText(terms[0].question.zh).click()
    await expect(termsDialog.getByText(terms[0].answer.zh)).toBeVisible()
    await expectNoAxeViolations(page)

    // Escape closes the terms only: the booking form stays open underneath.
    await page.keyboard.press('Escape')
    await expect(termsDialog).toBeHidden()
    await expect(form.field('booking.name')).toHaveValue('王小明')
    await form.dialog.getByRole('button', { name: messages.zh['booking.terms.link'] }).click()
    await termsDialog.getByRole('button', { name: messages.zh['booking.terms.back'] }).last().click()
    await expect(termsDialog).toBeHidden()
    await expect(form.field('booking.name')).toHaveValue('王小明')
    await expect(form.field('booking.phone')).toHaveValue('+86 138 0000 0000')
    await expect(form.field('booking.notes')).toHaveValue('两个头盔')
    await expect(form.dialog.getByRole('button', { name: messages.zh['booking.terms.link'] })).toBeFocused()
  })
})
