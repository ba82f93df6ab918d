// `npx tsx tools/docs-screenshots/prepayment.ts`: the owner's picture of the prepayment
// (docs/owner/prepayment.md): the panel a visitor sees on a phone after sending a request for the Honda
// PCX over Christmas, the seed's rule (the first day, in the high season) and PromptPay ID. Builds
// the site with made-up EmailJS ids into dist-docs/ and answers EmailJS's send itself (a
// third-party call, as the tests do), so nothing leaves the machine. The clock is fixed, so the
// dates and the amount are the same whatever the day it is made (the booking reference is random).
import { execSync } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import { serveStatic } from '../serve/serve.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { MIN_FILL_MS } from '../../src/features/booking/abuse.ts'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap.ts'
import { DEFAULT_EMAILJS_ORIGIN } from '../../site-build/headers/policy.ts'

const DIST = path.join(REPO_ROOT, 'dist-docs')
const OUT = path.join(REPO_ROOT, 'docs', 'images', 'prepay-phone.png')
const ids = 'VITE_EMAILJS_PUBLIC_KEY=docs-key VITE_EMAILJS_SERVICE_ID=service_docs VITE_EMAILJS_TEMPLATE_ID=template_docs'

execSync(`env ${ids} npx vite build --outDir ${DIST} --logLevel warn`, { stdio: 'inherit', cwd: REPO_ROOT })
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const site = await serveStatic(DIST)
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 1700 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  await context.clock.install({ time: new Date('2026-12-01T10:00:00+07:00') })
  await context.route(`${DEFAULT_EMAILJS_ORIGIN}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' }))
  const page = await context.newPage()
  await page.goto(`${site.url}/`, { waitUntil: 'load' })
  await page.keyboard.press('Shift') // a first intent starts the app
  await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
  await page.getByRole('article').first().getByRole('button').click()
  const dialog = page.getByRole('dialog')
  await dialog.waitFor({ state: 'visible' })
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
  await rm(DIST, { recursive: true, force: true })
}
console.log(`docs screenshot: wrote ${OUT}`)
