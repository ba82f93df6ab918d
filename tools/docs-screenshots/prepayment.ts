// `npx tsx tools/docs-screenshots/prepayment.ts [built-site-dir]`: the owner's picture of the prepayment
// (docs/owner/prepayment.md): the panel a visitor sees on a phone after sending a request for the Honda
// PCX over Christmas, the seed's rule (the first day, in the high season) and PromptPay ID. Builds
// the site with the local outbox's EmailJS ids into dist-docs/ unless a site built with ids is
// given, and answers EmailJS's send itself (a third-party call, as the tests do), so nothing
// leaves the machine. The clock is fixed, so the
// dates and the amount are the same whatever the day it is made (the booking reference is random).
import { execSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import { serveStatic } from '../serve/serve.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { MIN_FILL_MS } from '../../src/features/booking/abuse.ts'
import { DEFAULT_EMAILJS_ORIGIN } from '../../site-build/headers/policy.ts'
import { PICTURE_EMAILJS_ENV } from './booking-email.ts'
import { openBookingForm } from './visitor.ts'

const given = process.argv[2]
const DIST = given ? path.resolve(given) : path.join(REPO_ROOT, 'dist-docs')
const OUT = path.join(REPO_ROOT, 'docs', 'images', 'prepay-phone.png')
if (!given) execSync(`env ${PICTURE_EMAILJS_ENV} npx vite build --outDir ${DIST} --logLevel warn`, { stdio: 'inherit', cwd: REPO_ROOT })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const site = await serveStatic(DIST)
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 1700 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  await context.clock.install({ time: new Date('2026-12-01T10:00:00+07:00') })
  await context.route(`${DEFAULT_EMAILJS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }))
  const page = await context.newPage()
  const dialog = await openBookingForm(page, site.url)
  await dialog.locator('select[name="pickupTime"]').selectOption('10:00')
  await dialog.locator('input[name="startDate"]').fill('2026-12-24')
  await dialog.locator('input[name="endDate"]').fill('2026-12-31')
  await dialog.locator('input[name="name"]').fill('Anna Müller')
  await dialog.locator('input[name="phone"]').fill('+49 151 2345 6789')
  await page.clock.fastForward(MIN_FILL_MS)
  await dialog.getByRole('button', { name: 'Send Booking Request' }).click()
  const panel = dialog.locator('[data-prepay]')
  await panel.getByRole('img').waitFor({ state: 'visible' })
  await page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))')
  // The panel alone, at a phone's width: a phone shows it in two or three screens of scrolling.
  await panel.screenshot({ path: OUT })
} finally {
  await browser.close()
  site.server.close()
  if (!given) await rm(DIST, { recursive: true, force: true })
}
console.log(`docs screenshot: wrote ${OUT}`)
