// Type that keeps its words together on a phone (390x844): no Chinese heading ends on a line of
// one character, and a price never leaves its unit on the next line.
import { expect, test, type Locator } from './fixtures'
import { openIn } from './helpers/site'

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

test('a card\'s week and month prices keep "baht / month" on one line', async ({ page }) => {
  await openIn(page, 'en')
  const card = page.locator('article').filter({ hasText: 'baht / month' }).first()
  const prices = card.getByText(/baht\s\/\sweek/)
  for (const row of await lines(prices)) expect(row, 'a line ends inside a price').not.toMatch(/(\/|baht|\d)$/)
  // Whatever the width: its spaces are ones no line breaks at.
  expect(await prices.textContent()).toContain('baht\u00a0/\u00a0month')
})
