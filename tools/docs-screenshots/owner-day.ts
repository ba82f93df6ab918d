// `npx tsx tools/docs-screenshots/owner-day.ts`: the owner guide's pictures of "A day at the shop",
// taken on a phone in the built Studio (studio/dist), its Sanity API answered from the seed plus a
// morning's rental book: Today, a held rental's message to the customer in Russian with the
// English beside, and that rental's last day moved a day later, with the extension card's price and
// message. Today and the message are taken on a fixed date (10 December 2026, 08:00 on Phuket; only
// the date: the Studio's timers run as they do), so the pictures are the same whatever the day they
// are made; the extension card depends on no day.
import path from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumFlags, chromiumPath } from '../chromium.ts'
import { serveStatic } from '../serve/serve.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { confirmEdits, keepListenersOpen } from '../../tests/e2e/helpers/idle-listener.ts'
import { answerSanityApi } from '../../tests/e2e/helpers/sanity-api-route.ts'
import { assertShown } from './frame.ts'
import { recordPictures } from './manifest.ts'
import { PICTURE_INPUTS } from './inputs.ts'

type Doc = Record<string, unknown> & { _id: string }
const SEED = path.join(REPO_ROOT, 'studio', 'seed')
const OUT = path.join(REPO_ROOT, 'docs', 'images')
const NOW = new Date('2026-12-10T08:00:00+07:00')
const rental = (id: string, bike: string, fields: Record<string, unknown>): Doc => ({
  _id: `rental.${id}`, _type: 'rental', _createdAt: '2026-12-09T18:00:00Z', bike: { _type: 'reference', _ref: `bike.${bike}` }, ...fields,
})
const MORNING = [
  rental('anna', 'honda-pcx', {
    stage: 'held', from: '2026-12-10', to: '2026-12-17', pickupTime: '09:30', customer: 'Anna Petrova', place: 'Hotel Patong Beach, room 214', price: 2100,
    prepaid: 325, prepaidBy: 'promptpay', prepaidOn: '2026-12-08', language: 'ru', phone: '+7 912 345 6789', reference: 'PMR-0612-K7QX',
  }),
  rental('li', 'yamaha-nmax', { stage: 'confirmed', from: '2026-12-10', to: '2026-12-13', pickupTime: '14:00', customer: 'Li Wei', place: 'The shop', price: 1092, language: 'zh' }),
  rental('tom', 'kawasaki-ninja', { stage: 'out', from: '2026-12-03', to: '2026-12-10', pickupTime: '10:00', customer: 'Tom Baker', place: 'The shop', depositAmount: 5000, depositKind: 'cash' }),
  rental('somchai', 'honda-cbr500r', { stage: 'out', from: '2026-12-01', to: '2026-12-09', pickupTime: '11:00', customer: 'Somchai', place: 'Kata Beach Resort, room 31', depositAmount: 5000, depositKind: 'cash' }),
  rental('request', 'bmw-r1250gs', { stage: 'request', from: '2026-12-18', to: '2026-12-24', reference: 'PMR-0912-RT4E', _createdAt: '2026-12-09T03:00:00Z' }),
]

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
const studio = await serveStatic(path.join(REPO_ROOT, 'studio', 'dist'))

/** A phone's Studio over the seed and the morning's book; on `now`'s date when given, else on the real clock. */
async function phoneStudio(now?: Date) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  // The date only: faked timers would hold back the Studio's animations (docs/decisions/rental-book.md).
  if (now) await context.clock.setFixedTime(now)
  const page = await context.newPage()
  const { documents } = await loadSeedDataset(SEED)
  await answerSanityApi(page, [...(documents as Doc[]).filter((doc) => doc._type !== 'rental'), ...MORNING], path.join(SEED, 'images'))
  await page.route('https://api.github.com/**', (route) => route.fulfill({ status: 404, body: '{}' }))
  await keepListenersOpen(page)
  confirmEdits(page)
  return page
}

try {
  const page = await phoneStudio(NOW)
  await page.goto(`${studio.url}/`)
  await page.getByRole('region', { name: 'Handovers today' }).getByRole('link').first().waitFor({ state: 'visible', timeout: 120_000 })
  // The whole list down to the requests waiting for a prepayment: the phone's screen made as tall as it.
  const requests = page.getByRole('region', { name: /^Requests waiting for a prepayment/ })
  await requests.getByRole('link').first().waitFor({ state: 'visible' })
  const listEnd = (await requests.boundingBox())!
  await page.setViewportSize({ width: 390, height: Math.max(844, Math.ceil(listEnd.y + listEnd.height + 16)) })
  await page.screenshot({ path: path.join(OUT, 'studio-today-phone.png') })
  await page.setViewportSize({ width: 390, height: 844 })

  await page.goto(`${studio.url}/intent/edit/id=rental.anna;type=rental`)
  const sent = page.getByTestId('message-sent')
  await sent.waitFor({ state: 'visible', timeout: 120_000 })
  // The panel's title at the top of the phone's screen, the message and its English under it.
  await page.getByText('Message to the customer', { exact: true }).first().evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }))
  // Clear of the pane's header, which stays over the form's top on a phone.
  await page.mouse.move(200, 400)
  await page.mouse.wheel(0, -110)
  await page.getByText('Message to the customer', { exact: true }).first().waitFor({ state: 'visible' })
  // Down to the buttons, above the next field (cut off by the pane's foot otherwise).
  const buttons = (await page.getByRole('link', { name: 'Open in SMS' }).boundingBox())!
  await page.screenshot({ path: path.join(OUT, 'studio-message-phone.png'), clip: { x: 0, y: 0, width: 390, height: Math.ceil(buttons.y + buttons.height + 24) } })

  // The same rental kept a day longer: the last day moved from 17 to 18 December (not yet published),
  // the card under it with the added day's price and the extension's message. On the real clock:
  // under the fixed one the form never turns editable, and nothing in the card depends on the day.
  const editing = await phoneStudio()
  await editing.goto(`${studio.url}/intent/edit/id=rental.anna;type=rental`)
  const lastDay = editing.getByLabel('Last day').and(editing.locator(':not([readonly]):not([disabled])'))
  await lastDay.waitFor({ timeout: 120_000 })
  await lastDay.fill('2026-12-18')
  await lastDay.press('Enter')
  const extension = editing.getByTestId('extension')
  await extension.getByTestId('message-sent').waitFor({ state: 'visible', timeout: 60_000 })
  await editing.evaluate('document.activeElement && document.activeElement.blur()')
  // The last day's title at the top of the screen, clear of the pane's header, as for the message.
  await editing.getByText('Last day', { exact: true }).first().evaluate((node) => node.scrollIntoView({ block: 'start', behavior: 'instant' }))
  await editing.mouse.move(200, 400)
  await editing.mouse.wheel(0, -70)
  await editing.evaluate('Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined)))')
  const card = (await extension.boundingBox())!
  // Whole, below the pane's header and above its foot (the Publish bar).
  await assertShown('studio-extension-phone.png', [editing.getByText('Last day', { exact: true }).first(), extension], { top: 50, bottom: 844 - 60 })
  await editing.screenshot({ path: path.join(OUT, 'studio-extension-phone.png'), clip: { x: 0, y: 0, width: 390, height: Math.ceil(card.y + card.height + 16) } })
} finally {
  await browser.close()
  studio.server.close()
}
const PICTURES = ['studio-today-phone.png', 'studio-message-phone.png', 'studio-extension-phone.png']
recordPictures(REPO_ROOT, PICTURES, PICTURE_INPUTS)
console.log(`docs screenshots: wrote ${PICTURES.map((picture) => path.join(OUT, picture)).join(', ')}`)
