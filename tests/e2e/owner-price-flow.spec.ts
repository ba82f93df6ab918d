// The owner's loop end to end: a price and the deposit's answer edited in the dataset (through @sanity/client against the
// local Sanity-compatible API, the way a Studio publish writes it) goes through `npm run sync`
// (the live path the content-publish workflow uses) and `vite build` to the page in Chromium.
// Everything happens in a temporary copy of the repository: the committed seed, src/generated
// and public/ are never touched, and the copy is removed afterwards.
import { expect, test } from './fixtures'
import { createClient } from '@sanity/client'
import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import path from 'node:path'
import type { Bike } from '../../src/content'
import { copyProject, type ProjectCopy } from '../../tools/project-copy'
import { startFakeSanityApi, type FakeSanityApi } from '../../tools/fake-sanity-api/server'
import { SANITY_API_VERSION } from '../../pipeline/sources/live-source'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { serveStatic } from '../../tools/serve/serve'
import { messages } from './helpers/content'
import { priceLine } from './helpers/gallery'
import { run } from './helpers/run'
import { chooseLanguage, homeIn, newestLocale } from './helpers/site'
import { defaultLocale, type Locale } from '../../src/i18n/locales'

const BIKE = 'honda-pcx'
let copy: ProjectCopy | undefined
let api: FakeSanityApi | undefined
let site: Server | undefined

test.describe.configure({ timeout: 600_000 })
test.afterAll(async () => {
  site?.close()
  await api?.close()
  await copy?.remove()
})

const committedBike = async (root: string): Promise<Bike> =>
  (JSON.parse(await readFile(path.join(root, 'src/generated/bikes.json'), 'utf8')).items as Bike[]).find((b) => b.id === BIKE)!

const DEPOSIT = 'rentalTerm.deposit'

test('a price and a rental term edited in Sanity reach the rendered page after sync and build', async ({ page }) => {
  copy = await copyProject()
  const { documents } = await loadSeedDataset(path.join(copy.root, 'studio', 'seed'))
  api = await startFakeSanityApi({ datasets: { production: documents }, token: 'owner', visibility: 'public' })
  const before = await committedBike(copy.root)
  const price = before.price + 15

  // The owner changes the price and publishes.
  const studio = createClient({ projectId: 'owner', dataset: 'production', apiHost: api.url, useProjectHostname: false, apiVersion: SANITY_API_VERSION, useCdn: false, token: 'owner' })
  await studio.patch(`bike.${BIKE}`).set({ price }).commit()
  // And the deposit: a new figure in the default language and the newest one (the terms are
  // prerendered in each language).
  const changed = [defaultLocale, newestLocale]
  // (Its amounts stay the bikes' own: the sync refuses a deposit sentence that names another.)
  const deposit = (locale: Locale) => `A cash deposit of 3,000 baht for a scooter and 5,000 baht for a manual bike (${locale}), returned when you bring the bike back.`
  await studio.patch(DEPOSIT).set(Object.fromEntries(changed.map((locale) => [`answer.${locale}`, deposit(locale)]))).commit()
  const depositQuestion = documents.find((d) => d._id === DEPOSIT)!.question as Record<Locale, string>

  // CI: sync from the live dataset, with the change summary against the committed snapshots.
  const sync = await run('npm', ['run', '--silent', 'sync'], copy.root, { SANITY_PROJECT_ID: 'owner', SANITY_DATASET: 'production', SANITY_API_HOST: api.url, SANITY_READ_TOKEN: 'owner' })
  expect(sync.out).toContain(`prices: ${BIKE} ${before.price} → ${price}`)
  expect(sync.out).toContain(`rental terms: "${depositQuestion[defaultLocale]}" changed (${changed.join(', ')})`)
  expect(sync.code, sync.out).toBe(0)
  expect((await committedBike(copy.root)).price).toBe(price)

  // CI: build the static site from the new snapshots, then serve it like the host would.
  const build = await run('npx', ['vite', 'build', '--outDir', 'dist', '--logLevel', 'warn'], copy.root)
  expect(build.code, build.out).toBe(0)
  const served = await serveStatic(path.join(copy.root, 'dist'))
  site = served.server

  // The visitor sees the new price on the bike's card, in both languages.
  await page.goto(served.url)
  for (const locale of changed) {
    if (locale !== defaultLocale) await chooseLanguage(page, locale)
    const card = page.getByRole('region', { name: messages[locale]['gallery.title'] }).getByRole('article').filter({ hasText: before.name })
    await expect(card).toContainText(priceLine(messages[locale]['bike.perDay'], price, locale))
    await expect(card).not.toContainText(priceLine(messages[locale]['bike.perDay'], before.price, locale))
    const terms = page.getByRole('region', { name: messages[locale]['terms.title'] })
    await terms.getByText(depositQuestion[locale]).click()
    await expect(terms.getByText(deposit(locale))).toBeVisible()
  }
  // The newest language's document as the host serves it, before any script: the new deposit is in its HTML.
  expect(await (await fetch(`${served.url}${homeIn(newestLocale)}`)).text()).toContain(deposit(newestLocale))
})
