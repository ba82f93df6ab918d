// `npx tsx tools/docs-screenshots/extras.ts [built-site-dir]`: the owner's picture of the extras and
// cover in the booking form (docs/owner-guide.md, "Extras and cover"): a week of the Honda PCX on a
// phone, Full cover and a top box chosen, the choices and the receipt's lines and total. Builds the site into
// dist-docs/ unless a built site is given. The clock is fixed, so the dates and prices are the same
// whatever the day it is made.
import { execSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import { serveStatic } from '../serve/serve.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { assertShown, scrollToPaneTop } from './frame.ts'
import { chooseFullCover, openBookingForm } from './visitor.ts'

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
  const dialog = await openBookingForm(page, site.url)
  await dialog.locator('input[name="startDate"]').fill('2026-03-14')
  await dialog.locator('input[name="endDate"]').fill('2026-03-21')
  const extras = await chooseFullCover(dialog)
  await extras.locator('select[name="extra-top-box"]').selectOption('1')
  await dialog.getByText('Estimated total: 2,760 baht').waitFor({ state: 'visible' })
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))')
  // The cover choice at the top of the form's scrolling body, the extras under it, and the
  // receipt's lines and total above the Send bar that stays at the foot of a phone's form.
  await scrollToPaneTop(extras.locator('fieldset'))
  const bar = (await dialog.getByRole('button', { name: 'Send Booking Request' }).boundingBox())!
  const receipt = dialog.locator('[data-receipt]')
  await assertShown('booking-extras-phone.png', [receipt.locator('[data-receipt-lines]'), receipt.locator('[data-receipt-total]')], { bottom: bar.y })
  await page.screenshot({ path: OUT })
} finally {
  await browser.close()
  site.server.close()
  if (!given) await rm(DIST, { recursive: true, force: true })
}
console.log(`docs screenshot: wrote ${OUT}`)
