// Type that keeps its words together on a phone (390x844): no Chinese heading ends on a line of
// one character, and a price never leaves its unit on the next line.
import { expect, test, type Locator } from './fixtures'
import { openIn } from './helpers/site'
import { bookingForm } from './booking-helpers'
import { formatText } from './helpers/content'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The text of each line an element's text is laid out on, by the characters' boxes. */
function lines(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const rows = new Map<number, string>()
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let index = 0; index < text.textContent!.length; index++) {
        const range = document.createRange()
        range.setStart(text, index)
        range.setEnd(text, index + 1)
        const box = range.getClientRects()[0]
        if (!box) continue
        const top = Math.round(box.top)
        rows.set(top, (rows.get(top) ?? '') + text.textContent![index])
      }
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row.trim()).filter(Boolean)
  })
}

test('no Chinese heading leaves one character alone on its last line', async ({ page }) => {
  await openIn(page, 'zh')
  const headings = page.locator('h1, h2')
  expect(await headings.count()).toBeGreaterThanOrEqual(3)
  for (const heading of await headings.all()) {
    if (!(await heading.isVisible())) continue
    const laidOut = await lines(heading)
    if (laidOut.length > 1) expect(laidOut.at(-1)!.length, `"${laidOut.join(' / ')}"`).toBeGreaterThan(1)
  }
})

test('a card\'s week, month and season prices keep "baht / month" on one line', async ({ page }) => {
  await openIn(page, 'en')
  const card = page.locator('article').filter({ hasText: 'baht / month' }).first()
  // The "from" prices and the season's: each price with its unit.
  for (const prices of [card.locator('p').filter({ hasText: /^from.*baht\s\/\sweek/ }), card.locator('p').filter({ hasText: /^Season prices/ })]) {
    for (const row of await lines(prices)) expect(row, 'a line ends inside a price').not.toMatch(/(\/|baht|\d|from|to)$/)
    // Whatever the width: each price with its unit is one no line breaks in.
    const month = prices.locator('span').filter({ hasText: /baht \/ month/ })
    await expect(month).toHaveCSS('white-space', 'nowrap')
  }
})

test('no Thai place name is split over two lines, whatever the phone\'s width', async ({ page }) => {
  await openIn(page, 'th')
  const names = ['ป่าตอง', 'กะตะ', 'กะรน', 'กมลา', 'สุรินทร์', 'ภูเก็ต']
  let seen = 0
  for (const width of [320, 345, 360, 375, 390, 412, 430]) {
    await page.setViewportSize({ width, height: 844 })
    const split = await page.evaluate((names) => {
      const found: string[] = []
      let count = 0
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!
        const parent = node.parentElement!
        if (parent.closest('script, style, [hidden], select, option') || !parent.getClientRects().length) continue
        for (const name of names) {
          // The name's letters as laid out, word joiners between them or not.
          const pattern = new RegExp([...name].join('\u2060?'), 'g')
          for (const match of text.matchAll(pattern)) {
            count++
            const range = document.createRange()
            range.setStart(node, match.index)
            range.setEnd(node, match.index + match[0].length)
            const rows = new Set(Array.from(range.getClientRects()).filter((box) => box.width > 0).map((box) => Math.round(box.top)))
            if (rows.size > 1) found.push(`${name} in "${text.slice(0, 60)}"`)
          }
        }
      }
      return { found, count }
    }, names)
    seen += split.count
    expect(split.found, `at ${width} px`).toEqual([])
  }
  expect(seen, 'the page names Phuket\'s places in Thai').toBeGreaterThan(20)
})

// A phone's closed select cuts its text at the edge ("Yamaha NMAX 155 — from 280 ba"): the chosen
// option's detail is written out whole under it, by CSS alone, so the prerendered form (here with
// the app's scripts held on the way, as on a slow line) shows it as the app's does.
for (const app of ['the app', 'no app'] as const) {
  test(`a chosen bike's price and area's fee read whole under their selects on a phone (${app})`, async ({ page: appPage, browser }) => {
    // Without the app: a page of its own (the fixture's page starts the app), whose scripts never arrive.
    const page = app === 'the app' ? appPage : await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage()
    if (app === 'no app') {
      await page.route(/\/assets\/.+\.js$/, () => undefined)
      await page.goto('/?lang=ru', { waitUntil: 'load' })
    } else await openIn(page, 'ru')
    await page.getByRole('button', { name: formatText('ru', 'bike.bookLabel', { name: 'Yamaha NMAX 155' }) }).tap()
    const form = bookingForm(page, 'ru')
    await expect(form.dialog).toBeVisible()
    const details = form.dialog.locator('[data-option-details] > *')
    const shown = async () => (await details.evaluateAll((spans) => spans.filter((span) => span.getClientRects().length).map((span) => span.textContent)))
    expect(await shown()).toEqual(['от 280 бат в день'])
    await form.bikeSelect.selectOption('honda-pcx')
    expect(await shown()).toEqual(['от 250 бат в день'])
    await form.dialog.getByRole('combobox', { name: formatText('ru', 'booking.delivery') }).selectOption('kamala-surin')
    const [bike, area] = await shown()
    expect(bike).toBe('от 250 бат в день')
    expect(area).toMatch(/^300 бат, бесплатно /)
    // Whole: within the screen, and not cut.
    for (const span of await details.filter({ visible: true }).all()) {
      const box = (await span.boundingBox())!
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    if (app === 'no app') expect(await page.locator('html[data-ready]').count(), 'the app ran').toBe(0)
  })
}
