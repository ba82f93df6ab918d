// The owner's day in the built Studio (studio/dist, made by `npm run test:studio`), on a phone: the
// Studio opens on Today, which lists the day's handovers, returns and the requests waiting for a
// prepayment from the rental book; a line opens its rental, whose stage moves on with one tap and
// asks for that stage's facts; the message to the customer goes out in their language; a later
// last day is priced as the site's estimate prices it, with the extension's message at that price.
// Sanity's API is answered in the browser from the seed plus rentals around today (page.route, as
// in studio.spec.ts); the Studio runs on real time, so the days are counted from today on Phuket's
// clock.
import { expect, test, type Browser } from '@playwright/test'
import path from 'node:path'
import { createSeedSource, loadSeedDataset } from '../../pipeline/sources/seed-source'
import { fetchContent } from '../../pipeline/run'
import { estimatePrice, ratesOf } from '../../rules/pricing/estimate'
import type { Season } from '../../rules/pricing/seasons'
import type { Period } from '../../rules/periods'
import { todayOnPhuket } from '../../rules/content/content'
import { defaultLocale, knownLanguages, locales } from '../../src/i18n/locales'
import { serveBuiltStudio, STUDIO_SEED } from './helpers/builtStudio'
import { answerSanityApi } from './helpers/sanity-api-route'
import { confirmEdits, keepListenersOpen } from './helpers/idle-listener'

const studio = serveBuiltStudio()

type Doc = Record<string, unknown> & { _id: string }
const day = (fromToday: number) => new Date(Date.parse(`${todayOnPhuket()}T00:00:00Z`) + fromToday * 86_400_000).toISOString().slice(0, 10)
const rental = (id: string, fields: Record<string, unknown>): Doc => ({
  _id: `rental.${id}`, _type: 'rental', _createdAt: new Date(Date.now() - 3_600_000).toISOString(), bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, ...fields,
})

const BOOK = [
  rental('handover', { stage: 'held', from: day(0), to: day(3), pickupTime: '09:30', customer: 'Anna Petrova', place: 'Hotel Patong Beach, room 214', price: 1000, prepaid: 250, prepaidBy: 'promptpay', prepaidOn: day(-2) }),
  rental('back-today', { stage: 'out', from: day(-4), to: day(0), pickupTime: '11:00', customer: 'Li Wei', depositAmount: 3000, depositKind: 'cash', bike: { _type: 'reference', _ref: 'bike.yamaha-nmax' } }),
  rental('overdue', { stage: 'out', from: day(-6), to: day(-1), customer: 'Somchai', depositAmount: 5000, depositKind: 'cash', bike: { _type: 'reference', _ref: 'bike.kawasaki-ninja' } }),
  rental('request', { stage: 'request', from: day(5), to: day(8), reference: 'PMR-0112-K7QX', _createdAt: new Date(Date.now() - 26 * 3_600_000).toISOString() }),
  rental('cancelled', { stage: 'cancelled', from: day(0), to: day(2), customer: 'Gone Away', cancelledOn: day(-1), prepaid: 0, refund: 0 }),
]

async function openStudio(browser: Browser, route: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const docs = [...((await loadSeedDataset(STUDIO_SEED)).documents as Doc[]), ...structuredClone(BOOK)]
  await answerSanityApi(page, docs, path.join(STUDIO_SEED, 'images'))
  await keepListenersOpen(page)
  confirmEdits(page)
  await page.goto(`${studio.url}${route}`)
  return { page, docs, close: () => context.close() }
}

test("the Studio opens on Today: the day's handovers, returns and waiting requests, each line opening its rental", async ({ browser }) => {
  const { page, close } = await openStudio(browser, '/')
  try {
    await expect(page.getByRole('heading', { name: /^Today, / })).toBeVisible({ timeout: 120_000 })
    const handovers = page.getByRole('region', { name: 'Handovers today' })
    await expect(handovers.getByRole('link')).toHaveCount(1)
    await expect(handovers.getByRole('link')).toContainText('09:30 · Honda PCX 150')
    await expect(handovers.getByRole('link')).toContainText('Anna Petrova')
    await expect(handovers.getByRole('link')).toContainText('Hotel Patong Beach, room 214')
    await expect(handovers.getByRole('link')).toContainText('To take: 750 baht rest of the rental + 3,000 baht deposit')
    await expect(page.getByRole('region', { name: 'Returns today' }).getByRole('link')).toContainText('Back by 11:00 · Yamaha NMAX 155')
    await expect(page.getByRole('region', { name: 'Overdue returns' }).getByRole('link')).toContainText('Overdue: due back 1 day ago')
    await expect(page.getByRole('region', { name: 'Requests waiting for a prepayment' }).getByRole('link')).toContainText('Waiting 1 d 2 h')
    // The cancelled rental is in the book, and nowhere on Today.
    await expect(page.getByText('Gone Away')).toHaveCount(0)

    await handovers.getByRole('link').click()
    await expect(page.getByLabel('Prepayment received (baht)')).toHaveValue('250', { timeout: 120_000 })
    await expect(page.getByRole('radio', { name: 'Held' })).toBeChecked()
    await expect(page.getByLabel('Deposit taken (baht)')).toHaveCount(0)
    // One tap: out, and the form asks for the deposit taken.
    await page.getByRole('radio', { name: 'Out', exact: true }).click()
    await expect(page.getByLabel('Deposit taken (baht)')).toBeVisible()
    await page.getByLabel('Deposit taken (baht)').fill('3000')
    await page.getByRole('radio', { name: 'Cash' }).last().click()
  } finally {
    await close()
  }
})

test("the message for the rental's stage, in the customer's language with the English beside, opens ready to send", async ({ browser }) => {
  const { page, close } = await openStudio(browser, '/intent/edit/id=rental.handover;type=rental')
  try {
    const sent = page.getByTestId('message-sent')
    // The rental has no language yet: English, alone.
    await expect(sent).toContainText('Hello Anna Petrova! We have received your prepayment of 250 baht', { timeout: 120_000 })
    await expect(page.getByTestId('message-english')).toHaveCount(0)
    const whatsapp = page.getByRole('link', { name: 'Open in WhatsApp' })
    await expect(whatsapp).toHaveCount(0)
    await page.getByLabel("Customer's phone (WhatsApp, SMS)").fill('+7 912 345 6789')
    // The held message of each other language, as the seed words it: its words around the amount.
    const settings = (await loadSeedDataset(STUDIO_SEED)).documents.find((doc) => doc._id === 'siteSettings') as unknown as { customerMessages: { held: Record<string, string> } }
    for (const locale of locales.filter((one) => one !== defaultLocale)) {
      const template = settings.customerMessages.held[locale]
      const at = template.indexOf('{prepaid}')
      const words = `${template.slice(template.lastIndexOf('}', at) + 1, at)}250${template.slice(at + '{prepaid}'.length, template.indexOf('{', at + 1))}`.trim()
      const language = knownLanguages[locale].nativeName
      await page.getByRole('radio', { name: language }).click()
      await expect(sent).toContainText(words)
      await expect(page.getByTestId('message-english')).toContainText('We have received your prepayment of 250 baht')
      const href = await whatsapp.getAttribute('href')
      expect(href).toMatch(/^https:\/\/wa\.me\/79123456789\?text=/)
      expect(decodeURIComponent((href as string).split('?text=')[1])).toBe(await sent.textContent())
    }
    await expect(page.getByRole('link', { name: 'Open in LINE' })).toHaveAttribute('href', /^https:\/\/line\.me\/R\/msg\/text\/\?/)
  } finally {
    await close()
  }
})

test("moving the last day later prices the added days as the site's estimate does, says the unit is free, and offers the extension's message with that price", async ({ browser }) => {
  const { page, close } = await openStudio(browser, '/intent/edit/id=rental.handover;type=rental')
  try {
    const content = await fetchContent(await createSeedSource(STUDIO_SEED), { today: todayOnPhuket() })
    const pcx = (content.bikes as Array<{ id: string; price: number }>).find((bike) => bike.id === 'honda-pcx')
    const periods = (content.settings as { rentalPeriods: Period[] }).rentalPeriods
    const site = (to: string) => {
      const estimate = estimatePrice({ rates: ratesOf(pcx, content.seasons as Season[]), startDate: day(0), endDate: to, rentalPeriod: '' }, periods)
      return estimate.kind === 'ok' ? estimate.price.total : NaN
    }
    const lastDay = page.getByLabel('Last day')
    await expect(lastDay).toHaveValue(day(3), { timeout: 120_000 })
    const extension = page.getByTestId('extension')
    await lastDay.fill(day(4))
    await lastDay.press('Enter')
    // One added day is named once, not as a span from it to itself.
    await expect(extension).toContainText(/Extended by 1 day \(\d{1,2} \w{3}\): /)
    await expect(extension).toContainText(`${(site(day(4)) - site(day(3))).toLocaleString('en')} baht more by the website's prices`)
    await expect(extension).toContainText('The unit is free on those days.')
    // The unit is free: the card offers the extension's message in the customer's language, with
    // the price it shows and the new last day written as that language writes them (the seed's
    // text, its placeholders filled here by Intl), the English beside it.
    const seed = (await loadSeedDataset(STUDIO_SEED)).documents as Doc[]
    const settings = seed.find((doc) => doc._id === 'siteSettings') as unknown as { shopName: string; customerMessages: { extended: Record<string, string> } }
    const bike = seed.find((doc) => doc._id === 'bike.honda-pcx') as unknown as { name: string }
    const added = site(day(4)) - site(day(3))
    await page.getByLabel("Customer's phone (WhatsApp, SMS)").fill('+7 912 345 6789')
    for (const locale of locales.filter((one) => one !== defaultLocale)) {
      const lang = knownLanguages[locale].htmlLang
      const expected = settings.customerMessages.extended[locale]
        .replace('{name}', 'Anna Petrova')
        .replace('{bike}', bike.name)
        .replace('{to}', new Intl.DateTimeFormat(lang, { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(new Date(`${day(4)}T00:00:00Z`)))
        .replace('{price}', new Intl.NumberFormat(lang).format(added))
        .replace('{shop}', settings.shopName)
      await page.getByRole('radio', { name: knownLanguages[locale].nativeName }).click()
      await expect(extension.getByTestId('message-sent')).toHaveText(expected)
      await expect(extension.getByTestId('message-english')).toContainText(`The extra days come to ${added.toLocaleString('en')} baht.`)
      const href = await extension.getByRole('link', { name: 'Open in WhatsApp' }).getAttribute('href')
      expect(href).toMatch(/^https:\/\/wa\.me\/79123456789\?text=/)
      expect(decodeURIComponent((href as string).split('?text=')[1])).toBe(expected)
    }
    // The PCX's request from day 5 takes the unit: a longer extension says so, priced all the same,
    // and offers no message.
    await lastDay.fill(day(7))
    await lastDay.press('Enter')
    await expect(extension).toContainText(`Extended by 4 days (`)
    await expect(extension).toContainText(`${(site(day(7)) - site(day(3))).toLocaleString('en')} baht more by the website's prices`)
    await expect(extension).toContainText('The unit is booked on some of those days')
    await expect(extension.getByTestId('message-sent')).toHaveCount(0)
  } finally {
    await close()
  }
})
