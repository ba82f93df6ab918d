// `npm run docs:screenshots`: the pictures in README.md, docs/owner-guide.md and docs/content-publish.md, taken in Debian's
// Chromium from the site, built afresh into dist-docs/ with the local outbox's EmailJS ids (so a
// booking sends, to the outbox) and served like a static host, and the built Studio (studio/dist/,
// its Sanity API answered from the seed: docs-screenshots/studio-forms.ts), and the EmailJS settings
// from the local outbox's page. Builds the Studio when it is missing. Writes docs/images/*.png,
// and records what each was made from in docs/images/pictures.json
// (tools/docs-screenshots/manifest.ts; a studio/dist/ older than the source makes a picture the
// manifest calls current: delete it first). With the site it runs extras.ts and prepayment.ts
// too. `npm run docs:screenshots -- emailjs` (or site, studio) takes only those; the rental book's
// pictures need both site and studio.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { serveStatic } from './serve/serve.ts'
import { REPO_ROOT } from '../pipeline/cli.ts'
import { READY_ATTRIBUTE } from '../src/i18n/languageSwap.ts'
import { shootEmailjsSettings } from './emailjsSettingsShot.ts'
import { rentalBookShots } from './docs-screenshots/rental-book.ts'
import { studioFormShots } from './docs-screenshots/studio-forms.ts'
import { PICTURE_EMAILJS_ENV } from './docs-screenshots/booking-email.ts'
import { PICTURE_INPUTS } from './docs-screenshots/inputs.ts'
import { recordPictures } from './docs-screenshots/manifest.ts'

const OUT = path.join(REPO_ROOT, 'docs', 'images')
const SITE = path.join(REPO_ROOT, 'dist-docs')
const STUDIO = path.join(REPO_ROOT, 'studio', 'dist')

const only = process.argv.slice(2)
const wants = (part: 'site' | 'studio' | 'emailjs') => only.length === 0 || only.includes(part)
const written: string[] = []

if (wants('site')) execSync(`env ${PICTURE_EMAILJS_ENV} npx vite build --outDir ${SITE} --logLevel warn`, { stdio: 'inherit', cwd: REPO_ROOT })
if (wants('studio') && !existsSync(path.join(STUDIO, 'index.html'))) execSync('npm run --prefix studio build', { stdio: 'inherit', cwd: REPO_ROOT })

/** Waits for Chakra's dialog and menu animations, so nothing is caught half-faded. */
const settle = (page: Page) => page.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))')

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const site = wants('site') ? await serveStatic(SITE) : null
const studio = wants('studio') ? await serveStatic(STUDIO) : null
try {
  if (site) {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
    const page = await phone.newPage()
    await page.goto(`${site.url}/`, { waitUntil: 'load' })
    await page.screenshot({ path: path.join(OUT, 'home-phone.png') })
    await page.keyboard.press('Shift') // a first intent starts the app
    await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    await page.getByRole('article').first().getByRole('button').click()
    await page.getByRole('dialog').waitFor({ state: 'visible' })
    await settle(page)
    await page.screenshot({ path: path.join(OUT, 'booking-form-phone.png') })
    // The estimate of a month of the first bike (the Honda PCX, with a month price) wholly in the
    // seed's high season: the month price, the season's 30 % of it, the rule, and by when it is due back.
    const dialog = page.getByRole('dialog')
    await dialog.locator('select[name="rentalPeriod"]').selectOption('1-month')
    await dialog.locator('input[name="startDate"]').fill('2026-12-15')
    await dialog.locator('select[name="pickupTime"]').selectOption('10:00')
    const estimate = dialog.locator('section[aria-labelledby="booking-estimate-title"]')
    await estimate.getByText(/7,150/).waitFor({ state: 'visible' })
    await estimate.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await settle(page)
    await page.screenshot({ path: path.join(OUT, 'booking-estimate-phone.png') })
    written.push('home-phone.png', 'booking-form-phone.png', 'booking-estimate-phone.png')
    execSync(`npx tsx tools/docs-screenshots/extras.ts ${SITE}`, { stdio: 'inherit', cwd: REPO_ROOT })
    execSync(`npx tsx tools/docs-screenshots/prepayment.ts ${SITE}`, { stdio: 'inherit', cwd: REPO_ROOT })
    written.push('booking-extras-phone.png', 'prepay-phone.png')
  }

  if (studio) written.push(...(await studioFormShots(browser, studio.url, OUT)))
  // The owner's day on a phone: Today, a rental's message to the customer, and its extension (records its own pictures).
  if (studio) execSync('npx tsx tools/docs-screenshots/owner-day.ts', { stdio: 'inherit', cwd: REPO_ROOT })

  if (wants('emailjs')) {
    await shootEmailjsSettings(browser, path.join(OUT, 'emailjs-settings.png'))
    written.push('emailjs-settings.png')
  }
  // The rental book: the form marking a booked bike, the e-mail's link, the rental it opens, the fleet view.
  if (site && studio) {
    await rentalBookShots({ browser, site: site.url, studio: studio.url, out: OUT, settle })
    written.push('booking-booked-phone.png', 'email-rental-link.png', 'studio-rental-filled.png', 'studio-fleet.png', 'studio-fleet-phone.png')
  }
} finally {
  await browser.close()
  site?.server.close()
  studio?.server.close()
  if (site) await rm(SITE, { recursive: true, force: true })
}
// A picture drawn by hand (no inputs) is recorded as it is: the docs may show it.
const drawn = Object.keys(PICTURE_INPUTS).filter((picture) => PICTURE_INPUTS[picture].length === 0)
recordPictures(REPO_ROOT, [...written, ...drawn], PICTURE_INPUTS)
console.log(`docs:screenshots: wrote ${written.map((file) => path.join(OUT, file)).join(', ')}`)
