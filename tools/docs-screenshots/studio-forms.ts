// The guides' pictures of Studio forms (called by tools/docs-screenshots.ts): the bikes with one
// open, its prices, a website text in its languages, and the shop settings with the example-content
// banner. The built Studio on a desk, its Sanity API answered from the seed as in
// tests/e2e/studio.spec.ts, with open, quiet listeners as the tests keep them, so each form is
// editable as the owner sees it.
import path from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { confirmEdits, keepListenersOpen } from '../../tests/e2e/helpers/idle-listener.ts'
import { answerSanityApi } from '../../tests/e2e/helpers/sanity-api-route.ts'
import { assertShown, scrollToPaneTop } from './frame.ts'

const SEED = path.join(REPO_ROOT, 'studio', 'seed')

/**
 * A picture: the form's route, the element it waits for, where that element goes (the pane's top,
 * its middle, or nowhere: the form as it opens), and what must show whole in it.
 */
type Shot = { file: string; route: string; anchor: (page: Page) => Locator; place: 'top' | 'center' | 'none'; whole?: (page: Page) => Locator[] }

const SHOTS: Shot[] = [
  // The list in gallery order, one bike open: its name, web id and photo.
  { file: 'studio-bikes.png', route: '/structure/bikes;bike.honda-pcx', anchor: (page) => page.getByText('Bike name', { exact: true }), place: 'top' },
  // The three prices side by side, beside the list of bikes with theirs.
  {
    file: 'studio-prices.png', route: '/structure/bikes;bike.honda-pcx', anchor: (page) => page.getByLabel('Price per week (baht)'), place: 'center',
    whole: (page) => ['Price per day (baht)', 'Price per week (baht)', 'Price per month (baht)'].map((label) => page.getByLabel(label)),
  },
  // The text's key, its part of the page, and its four languages side by side, each field whole.
  {
    file: 'studio-text.png', route: '/structure/messages;messages-booking;message.booking.title', anchor: (page) => page.getByText('Key', { exact: true }), place: 'top',
    whole: (page) => ['English', 'Chinese (中文)', 'Thai (ไทย)', 'Russian (Русский)'].map((language) => page.getByRole('textbox', { name: language, exact: true })),
  },
  { file: 'studio-settings.png', route: '/structure/siteSettings', anchor: (page) => page.getByText("These are example details, not your shop's"), place: 'center' },
]

export async function studioFormShots(browser: Browser, studio: string, out: string): Promise<string[]> {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 })
  const page = await desk.newPage()
  const { documents } = await loadSeedDataset(SEED)
  await answerSanityApi(page, documents as Array<Record<string, unknown> & { _id: string }>, path.join(SEED, 'images'))
  // The publish bar's GitHub reads: no run to show, so the pictures show the Studio alone.
  await page.route('https://api.github.com/**', (route) => route.fulfill({ status: 404, body: '{}' }))
  await keepListenersOpen(page)
  confirmEdits(page)
  try {
    for (const shot of SHOTS) {
      await page.goto(`${studio}${shot.route}`)
      const anchor = shot.anchor(page).first()
      await anchor.waitFor({ state: 'visible', timeout: 90_000 })
      // The Studio focuses the form's first field once it has loaded (scrolling it to the top and
      // showing that field's tooltip): let it, then blur it and bring the field of interest into view.
      await page.waitForTimeout(1500)
      await page.evaluate('document.activeElement && document.activeElement.blur()')
      await page.mouse.move(0, 0)
      // Placed twice: the form's pane can still move once as the rest of the document loads.
      for (let i = 0; i < 2 && shot.place !== 'none'; i++) {
        if (shot.place === 'top') await scrollToPaneTop(anchor, 16)
        else await anchor.evaluate((element) => element.scrollIntoView({ block: 'center' }))
        await page.waitForTimeout(700) // thumbnails and the pane's fade-in
      }
      const footer = (await page.getByRole('button', { name: 'Publish', exact: true }).boundingBox())!
      if (shot.whole) await assertShown(shot.file, shot.whole(page), { top: 100, bottom: footer.y - 8 })
      await page.screenshot({ path: path.join(out, shot.file) })
    }
  } finally {
    await desk.close()
  }
  return SHOTS.map((shot) => shot.file)
}
