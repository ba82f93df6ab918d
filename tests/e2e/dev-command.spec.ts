// The README's first command: `npm run dev` (tools/dev.ts) brings up the site, the outbox and the
// real Studio on the seed, each at an address that answers, with no Sanity account and nothing
// from sanity.io (the Studio's API is the local stand-in), where a price the owner types shows in
// the Preview, publishes, and reaches the sync. Run on free ports, so it runs beside a
// developer's own `npm run dev`; the Studio's build is the one `npm run dev` keeps in
// studio/dist-local (made here on a fresh clone, which takes minutes on a 2-core machine).
import { expect, test } from '@playwright/test'
import path from 'node:path'
import { REPO_ROOT } from '../../pipeline/cli'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { run } from './helpers/run'
import { startDevCommand, type DevCommand } from './helpers/devCommand'

let dev: DevCommand | undefined

test.describe.configure({ timeout: 900_000 })
test.afterAll(() => dev?.stop())

test('npm run dev answers at the site, the outbox and the Studio, which lists the seed bikes and publishes a price the Preview shows, with the bikes\' photos, and the sync reads', async ({ page }) => {
  dev = await startDevCommand()
  const { site, outbox, studio } = dev.ports
  const output = dev.output()
  // The addresses as `npm run dev` prints them, once all three are up.
  expect(dev.exitCode(), output).toBeNull()
  const addresses = {
    site: `http://127.0.0.1:${site}/`,
    outbox: `http://127.0.0.1:${outbox}/`,
    studio: `http://localhost:${studio}/`,
  }
  for (const url of Object.values(addresses)) expect(output, `npm run dev names ${url}`).toContain(url)
  for (const url of Object.values(addresses)) expect((await fetch(url)).status, url).toBe(200)

  // The content never comes from sanity.io: the Studio's calls go to the stand-in on its own address.
  const offMachine: string[] = []
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname
    if (/(^|\.)sanity\.io$/.test(host) && !offMachine.includes(host)) offMachine.push(host)
  })
  await page.route(/^https:\/\//, (route) => route.abort())

  const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
  const bikes = documents.filter((d) => d._type === 'bike').sort((a, b) => Number(a.order) - Number(b.order))
  await page.goto(`${addresses.studio}structure/bikes`)
  const list = page.getByRole('link', { name: /baht\/day/ })
  await expect(list.first()).toBeVisible({ timeout: 120_000 })
  await expect(list).toHaveCount(bikes.length)
  const names = await list.allInnerTexts()
  expect(names.map((text) => text.split('\n')[0])).toEqual(bikes.map((b) => b.name))
  // The owner's tools, without the developers' (docs/decisions/local-studio.md).
  for (const tool of ['Structure', 'Preview', 'Fleet']) await expect(page.getByRole('link', { name: tool, exact: true })).toBeVisible()
  for (const tool of ['Vision', 'Releases', 'Scheduled Drafts']) await expect(page.getByRole('link', { name: tool, exact: true })).toHaveCount(0)
  // The project's API (placeholder.api.sanity.io) is never asked; the Studio's own telemetry
  // (api.sanity.io/…/intake) and fonts are, and fail offline without harm.
  expect(offMachine.filter((host) => host.endsWith('.api.sanity.io'))).toEqual([])

  // The owner's loop on it: a price typed in the Studio shows in its Preview, is published to the
  // stand-in, and the sync reads it from there.
  await page.goto(`${addresses.studio}presentation/bike/bike.honda-pcx?preview=%2F`)
  const frame = page.frameLocator('iframe').first()
  const card = frame.locator('article').filter({ has: frame.locator('h3', { hasText: 'Honda PCX 150' }) }).first()
  await expect(card).toContainText('250', { timeout: 120_000 })
  // Its photo shows: the preview's dev server makes the <picture>'s variants, as the build does.
  const photo = card.locator('img')
  await photo.scrollIntoViewIfNeeded()
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : -1)), { message: "the bike's photo never loaded in the Preview" }).toBeGreaterThan(0)
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/content\/images\/honda-pcx-\d+\.avif$/)
  await page.getByLabel('Price per day (baht)').fill('265')
  await expect(card).toContainText('265')
  const publish = page.getByRole('button', { name: 'Publish', exact: true })
  await expect(publish).toBeEnabled()
  await publish.click()
  await expect(publish).toBeDisabled()
  const sync = await run('npm', ['run', '--silent', 'sync', '--', '--dry-run', '--local'], REPO_ROOT, { DEV_STUDIO_PORT: String(studio) })
  expect(sync.out).toContain('prices: honda-pcx 250 → 265')
})
