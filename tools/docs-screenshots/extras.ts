// `npx tsx tools/docs-screenshots/extras.ts [built-site-dir]`: the owner's picture of the extras and
// cover in the booking form (docs/owner-guide.md, "Extras and cover"): a week of the Honda PCX on a
// phone, Full cover and a top box chosen, the choices and the estimate's lines. Builds the site into
// dist-docs/ unless a built site is given. The clock is fixed, so the dates and prices are the same
// whatever the day it is made.
import { execSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import { serveStatic } from '../serve/serve.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'

const given = process.argv[2]
const DIST = given ? path.resolve(given) : path.join(REPO_ROOT, 'dist-docs')
const OUT = path.join(REPO_ROOT, 'docs', 'images', 'booking-extras-phone.png')

if (!given) execSync(`npx vite build --outDir ${DIST} --logLevel warn`, { stdio: 'inherit', cwd: REPO_ROOT })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const site = await serveStatic(DIST)
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  await context.clock.install({ time: new Date('2026-03-01T10:00:00+07:00') })
  const page = await context.newPage()
  await page.goto(`${site.url}/`, { waitUntil: 'load' })
  await page.keyboard.press('Shift') // a first intent starts the app
  await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
  await page.getByRole('article').first().getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ state: 'visible' })
  await dialog.locator('input[name="startDate"]').fill('2026-03-14')
  await dialog.locator('input[name="endDate"]').fill('2026-03-21')
  const extras = dialog.locator('section[aria-labelledby="booking-extras-title"]')
  await extras.getByRole('button', { name: 'Add extras or choose your cover' }).click()
  await extras.locator('input[name="cover"][value="full"]').check()
  await extras.locator('select[name="extra-top-box"]').selectOption('1')
  await dialog.getByText('Estimated total: 2,760 baht').waitFor({ state: 'visible' })
  await extras.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))')
  await page.screenshot({ path: OUT })
} finally {
  await browser.close()
  site.server.close()
  if (!given) await rm(DIST, { recursive: true, force: true })
}
console.log(`docs screenshot: wrote ${OUT}`)
