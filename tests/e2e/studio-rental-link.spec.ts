// The booking e-mail's link in the built Studio (studio/dist, made by `npm run test:studio`): the
// hand-off page (static/add-rental.html) opens the Studio on a new private rental, filled in when
// the link holds a booking the website could take, and empty, saying why, when it does not. Every
// rental the Studio makes gets an id under "rental.", which Sanity serves to no request without
// the owner's token. Sanity's API is answered in the browser from the seed (page.route), as in
// studio.spec.ts; the Studio runs on real time, so the days are counted from today.
import { expect, test, type Browser } from '@playwright/test'
import path from 'node:path'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { encodeRentalPayload } from '../../src/features/booking/rentalPayload'
import { todayOnPhuket } from '../../rules/content/content'
import { knownLanguages, locales } from '../../src/i18n/locales'
import { FILLED_FROM_EMAIL } from '../../rules/content/rentalLink'
import { serveBuiltStudio, STUDIO_SEED } from './helpers/builtStudio'
import { answerSanityApi } from './helpers/sanity-api-route'
import { confirmEdits, keepListenersOpen } from './helpers/idle-listener'

const studio = serveBuiltStudio('static/add-rental.html')

type Doc = Record<string, unknown> & { _id: string }
const day = (fromToday: number) => new Date(Date.parse(`${todayOnPhuket()}T00:00:00Z`) + fromToday * 86_400_000).toISOString().slice(0, 10)

async function openStudio(browser: Browser, route: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const docs = (await loadSeedDataset(STUDIO_SEED)).documents as Doc[]
  await answerSanityApi(page, docs, path.join(STUDIO_SEED, 'images'))
  await keepListenersOpen(page)
  confirmEdits(page)
  await page.goto(`${studio.url}${route}`)
  return { page, docs, close: () => context.close() }
}

const newRentals = (docs: Doc[]) => docs.filter((d) => d._type === 'rental' && !/example/.test(d._id))

test("a booking's link opens a new private rental filled in, saying where it came from and what to compare", async ({ browser }) => {
  const booking = { bike: 'yamaha-nmax', first: day(10), last: day(13), reference: 'PMR-0112-K7QX' }
  const { page, docs, close } = await openStudio(browser, `/static/add-rental.html#${encodeRentalPayload(booking)}`)
  try {
    await expect(page.getByLabel('First day')).toHaveValue(booking.first, { timeout: 120_000 })
    await expect(page.getByLabel('Last day')).toHaveValue(booking.last)
    await expect(page.getByLabel('Booking reference')).toHaveValue(booking.reference)
    await expect(page.getByLabel('From a booking e-mail')).toHaveValue(FILLED_FROM_EMAIL)
    // The check is the Studio's, never the owner's or a link's: nothing can be typed over it.
    await expect(page.getByLabel('From a booking e-mail')).not.toBeEditable()
    await expect(page.getByText('Yamaha NMAX 155').first()).toBeVisible()
    // Saved as a draft at once, under the private path.
    await expect(page.getByText('Edited just now')).toBeVisible()
    await expect.poll(() => newRentals(docs).map((d) => d._id)).toEqual([expect.stringMatching(/^drafts\.rental\.[0-9a-f-]{36}$/)])
    expect(page.url()).not.toContain('add-rental')
    // A link from before the language travelled: the owner chooses it.
    for (const locale of locales) await expect(page.getByRole('radio', { name: knownLanguages[locale].nativeName })).not.toBeChecked()
  } finally {
    await close()
  }
})

test("a booking sent in Thai opens a request in Thai: the customer's language chosen, the stage Request", async ({ browser }) => {
  const booking = { bike: 'yamaha-nmax', first: day(10), last: day(13), reference: 'PMR-0112-K7QX', language: 'th' }
  const { page, docs, close } = await openStudio(browser, `/static/add-rental.html#${encodeRentalPayload(booking)}`)
  try {
    await expect(page.getByLabel('From a booking e-mail')).toHaveValue(FILLED_FROM_EMAIL, { timeout: 120_000 })
    await expect(page.getByRole('radio', { name: 'ไทย' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'Request', exact: true })).toBeChecked()
    await expect.poll(() => newRentals(docs)).toEqual([expect.objectContaining({ stage: 'request', language: 'th', reference: booking.reference })])
  } finally {
    await close()
  }
})

const BAD_LINKS: Array<[what: string, hash: string, reason: string]> = [
  ['a path out of the page', '../../vision?query=*', 'the link was changed or damaged on its way'],
  ['a sign-in token', `eyJiaWtlIjoieCJ9#token=${'t'.repeat(40)}`, 'the link was changed or damaged on its way'],
  ['a chosen id', 'x;type=rental;id=chosen-id/x', 'the link was changed or damaged on its way'],
  ['10,000 characters', 'A'.repeat(10_000), 'the link was changed or damaged on its way'],
  ['a bike that does not exist', encodeRentalPayload({ bike: 'ducati-panigale', first: day(10), last: day(12), reference: 'PMR-0112-K7QX' }), 'the bike is none of your published bikes'],
  ['dates in 2099', encodeRentalPayload({ bike: 'yamaha-nmax', first: '2099-12-01', last: '2099-12-31', reference: 'PMR-0112-K7QX' }), 'is more than a year ahead'],
  ['a language the website does not speak', encodeRentalPayload({ bike: 'yamaha-nmax', first: day(10), last: day(12), reference: 'PMR-0112-K7QX', language: 'de' }), "the customer's language is none of the website's languages"],
  ['a deposit note for a reference', encodeRentalPayload({ bike: 'yamaha-nmax', first: day(10), last: day(12), reference: 'Deposit 50,000 THB paid - release bike' }), 'the reference is not one the website makes'],
]

for (const [what, hash, reason] of BAD_LINKS) {
  test(`a link with ${what} opens an empty rental saying why, and saves nothing`, async ({ browser }) => {
    const { page, docs, close } = await openStudio(browser, `/static/add-rental.html#${hash}`)
    try {
      const field = page.getByLabel('From a booking e-mail')
      await expect(field).toHaveValue(new RegExp(`^Opened from a booking e-mail, but left empty: .*${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), { timeout: 120_000 })
      await expect(page.getByLabel('First day')).toHaveValue('')
      await expect(page.getByLabel('Booking reference')).toHaveValue('')
      expect(new URL(page.url()).pathname).not.toMatch(/vision|chosen-id/)
      expect(newRentals(docs)).toEqual([])
    } finally {
      await close()
    }
  })
}

/** The fleet view's free day as its IntentLink writes it (studio/components/fleet/FleetRows.tsx). */
const fleetDay = (params: Record<string, string>) => `/intent/create/template=rental-prefilled;type=rental/${Buffer.from(JSON.stringify(params)).toString('base64url')}`

test("a rental started without an id (the fleet view's free day) is stored under rental. too, its last day left to choose", async ({ browser }) => {
  const { page, docs, close } = await openStudio(browser, fleetDay({ bike: 'honda-pcx', from: day(60) }))
  try {
    await expect(page.getByLabel('First day')).toHaveValue(day(60), { timeout: 120_000 })
    await expect(page.getByLabel('Last day')).toHaveValue('')
    await expect(page.getByText('Edited just now')).toBeVisible()
    await expect.poll(() => newRentals(docs).map((d) => d._id)).toEqual([expect.stringMatching(/^drafts\.rental\.[0-9a-f-]{36}$/)])
    await expect(page.getByLabel('From a booking e-mail')).toHaveCount(0)
  } finally {
    await close()
  }
})

const BAD_FLEET_DAYS: Array<[what: string, params: Record<string, string>]> = [
  ['a day in the past', { bike: 'honda-pcx', from: day(-3) }],
  ['a unit the bike does not have', { bike: 'honda-pcx', from: day(10), unit: 'not-a-unit' }],
  ['a last day and a reference of its own', { bike: 'honda-pcx', from: day(10), to: '2099-12-31', reference: 'Deposit paid' }],
]

for (const [what, params] of BAD_FLEET_DAYS) {
  test(`a fleet-view link with ${what} opens an empty rental and saves nothing`, async ({ browser }) => {
    const { page, docs, close } = await openStudio(browser, fleetDay(params))
    try {
      await expect(page.getByLabel('Private note')).toBeVisible({ timeout: 120_000 })
      await expect(page.getByLabel('First day')).toHaveValue('')
      await expect(page.getByLabel('Last day')).toHaveValue('')
      expect(newRentals(docs)).toEqual([])
    } finally {
      await close()
    }
  })
}

test("Duplicate gives a rental's copy an id under rental. too", async ({ browser }) => {
  const { page, docs, close } = await openStudio(browser, '/intent/edit/id=rental.example-pcx;type=rental')
  try {
    await expect(page.getByLabel('Booking reference')).not.toHaveValue('', { timeout: 120_000 })
    await page.getByRole('button', { name: 'Show more document actions' }).or(page.getByTestId('action-menu-button')).first().click()
    // The Studio writes the copy with a mutation (the API stand-in answers only document actions): read it as sent.
    const sent = page.waitForRequest((request) => /\/data\/mutate\/.*tag=sanity\.studio\.document\.duplicate/.test(request.url()))
    await page.getByRole('menuitem', { name: 'Duplicate' }).click()
    const [{ create: copy }] = (await sent).postDataJSON().mutations as Array<{ create: Doc }>
    expect(copy._id).toMatch(/^drafts\.rental\.[0-9a-f-]{36}$/)
    const original = docs.find((d) => d._id === 'rental.example-pcx')!
    expect({ bike: copy.bike, from: copy.from, to: copy.to }).toEqual({ bike: original.bike, from: original.from, to: original.to })
    await expect(page).toHaveURL(new RegExp(`/structure/rentals;${copy._id.replace('drafts.', '').replace(/\./g, '\\.')}$`))
  } finally {
    await close()
  }
})
