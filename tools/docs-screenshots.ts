// `npm run docs:screenshots`: the pictures in README.md, docs/owner-guide.md and docs/content-publish.md, taken in Debian's
// Chromium from the built site (dist/, served like a static host) and the built Studio
// (studio/dist/, its Sanity API answered from the seed as in tests/e2e/studio.spec.ts), and the
// EmailJS settings from the local outbox's page. Builds what is missing first. Writes
// docs/images/*.png, and records what each was made from in docs/images/pictures.json
// (tools/docs-screenshots/manifest.ts; a built dist/ or studio/dist/ older than the source makes a
// picture the manifest calls current: delete them first). With the site it runs extras.ts and
// prepayment.ts too. `npm run docs:screenshots -- emailjs` (or site, studio) takes only those; the
// rental book's pictures need both site and studio.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Locator, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './chromium.ts'
import { serveStatic } from './serve/serve.ts'
import { REPO_ROOT } from '../pipeline/cli.ts'
import { loadSeedDataset } from '../pipeline/sources/seed-source.ts'
import { answerSanityApi } from '../tests/e2e/helpers/sanity-api-route.ts'
import { READY_ATTRIBUTE } from '../src/i18n/languageSwap.ts'
import { shootEmailjsSettings } from './emailjsSettingsShot.ts'
import { rentalBookShots } from './docs-screenshots/rental-book.ts'
import { PICTURE_INPUTS } from './docs-screenshots/inputs.ts'
import { recordPictures } from './docs-screenshots/manifest.ts'

const OUT = path.join(REPO_ROOT, 'docs', 'images')
const SITE = path.join(REPO_ROOT, 'dist')
const STUDIO = path.join(REPO_ROOT, 'studio', 'dist')
const SEED = path.join(REPO_ROOT, 'studio', 'seed')

const only = process.argv.slice(2)
const wants = (part: 'site' | 'studio' | 'emailjs') => only.length === 0 || only.includes(part)
const written: string[] = []

if (wants('site') && !existsSync(path.join(SITE, 'index.html'))) execSync('npx vite build --logLevel warn', { stdio: 'inherit', cwd: REPO_ROOT })
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
    execSync('npx tsx tools/docs-screenshots/prepayment.ts', { stdio: 'inherit', cwd: REPO_ROOT })
    written.push('booking-extras-phone.png', 'prepay-phone.png')
  }

  if (studio) {
    const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 })
    const studioPage = await desk.newPage()
    const { documents } = await loadSeedDataset(SEED)
    await answerSanityApi(studioPage, documents as Array<Record<string, unknown> & { _id: string }>, path.join(SEED, 'images'))
    // The publish bar's GitHub reads: no run to show, so the pictures show the Studio alone.
    await studioPage.route('https://api.github.com/**', (route) => route.fulfill({ status: 404, body: '{}' }))
    const text = (words: string) => (page: Page) => page.getByText(words).first()
    const shots: Array<[string, string, (page: Page) => Locator]> = [
      ['studio-bikes.png', '/structure/bikes;bike.honda-pcx', text('Price per day (baht)')],
      // The three prices side by side, beside the list of bikes with theirs.
      ['studio-prices.png', '/structure/bikes;bike.honda-pcx', (page) => page.getByLabel('Price per week (baht)')],
      ['studio-text.png', '/structure/messages;messages-booking;message.booking.title', text('Thai (ไทย)')],
      ['studio-settings.png', '/structure/siteSettings', text("These are example details, not your shop's")],
    ]
    for (const [file, route, anchorIn] of shots) {
      await studioPage.goto(`${studio.url}${route}`)
      const anchor = anchorIn(studioPage)
      await anchor.waitFor({ state: 'attached', timeout: 90_000 })
      // The Studio focuses the form's first field once it has loaded (scrolling it to the top and
      // showing that field's tooltip): let it, then blur it and bring the field of interest into view.
      await studioPage.waitForTimeout(1500)
      await studioPage.evaluate('document.activeElement && document.activeElement.blur()')
      await studioPage.mouse.move(0, 0)
      // Scrolled twice: the form's pane can still move once as the rest of the document loads.
      for (let i = 0; i < 2; i++) {
        await anchor.evaluate((element) => element.scrollIntoView({ block: 'center' }))
        await studioPage.waitForTimeout(700) // thumbnails and the pane's fade-in
      }
      await studioPage.screenshot({ path: path.join(OUT, file) })
      written.push(file)
  }
  }

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
}
// A picture drawn by hand (no inputs) is recorded as it is: the docs may show it.
const drawn = Object.keys(PICTURE_INPUTS).filter((picture) => PICTURE_INPUTS[picture].length === 0)
recordPictures(REPO_ROOT, [...written, ...drawn], PICTURE_INPUTS)
console.log(`docs:screenshots: wrote ${written.map((file) => path.join(OUT, file)).join(', ')}`)
