// The approximate prices in the browser: each language's prerendered document carries the
// approximation its visitors see first (zh: yuan, ru: roubles, en and th: none), the app takes over
// without a warning and shows the same; a returning visitor's own currency, known only once the app
// runs, takes a line kept for it and moves no card; the rate is one key press away; and the baht
// stays the price in the search engines' offers.
import { expect, test, type Page } from './fixtures'
import { homeIn, openIn } from './helpers/site'
import { locales, type Locale } from '../../src/i18n/locales'
import { CURRENCY_KEPT_ATTRIBUTE, CURRENCY_STORAGE_KEY } from '../../src/shared/currency/storage'

const firstSeen: Array<[Locale, string | null]> = [
  ['en', null],
  ['th', null],
  ['zh', '约 ¥55'],
  ['ru', '≈ 610 ₽'],
]
const pcx = (page: Page) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Honda PCX 150' }) })
const approximation = (page: Page) => pcx(page).locator('details[data-approximate] > summary')
const plain = (text: string | null) => text?.replace(/\s+/g, ' ') ?? null

for (const [locale, shown] of firstSeen) {
  test(`in ${locale}, the prerendered card shows ${shown ?? 'no approximation'}, and the app the same without a warning`, async ({ browser, page }) => {
    const scriptsOff = await browser.newContext({ javaScriptEnabled: false })
    const before = await scriptsOff.newPage()
    await before.goto(homeIn(locale))
    const prerendered = await approximation(before).allTextContents()
    await scriptsOff.close()
    expect(prerendered.map(plain)).toEqual(shown ? [shown] : [])

    const problems: string[] = []
    page.on('console', (message) => (message.type() === 'error' || message.type() === 'warning') && problems.push(message.text()))
    await page.goto(homeIn(locale))
    expect((await approximation(page).allTextContents()).map(plain)).toEqual(shown ? [shown] : [])
    // No choice stored: the line holds what the document showed, and where that is nothing it takes no room.
    if (shown) await expect(pcx(page).locator('[data-currency-line]')).toBeVisible()
    else await expect(pcx(page).locator('[data-currency-line]')).toBeHidden()
    expect(problems).toEqual([])
  })
}

test('a returning visitor\'s own currency takes the kept line: the card does not move, and the rate opens by keyboard', async ({ browser, page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const keep = ([key, value]: readonly [string, string]) => window.localStorage.setItem(key, value)
  // The page as it paints first: the head scripts run, the app's modules never arrive.
  const appless = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const before = await appless.newPage()
  await before.route('**/*.js', (route) => route.abort())
  await before.addInitScript(keep, [CURRENCY_STORAGE_KEY, 'USD'] as const)
  await before.goto('/')
  await expect(before.locator('html')).toHaveAttribute(CURRENCY_KEPT_ATTRIBUTE, '')
  const bookBefore = await pcx(before).getByRole('button').boundingBox()
  await appless.close()

  await page.addInitScript(keep, [CURRENCY_STORAGE_KEY, 'USD'] as const)
  await openIn(page, 'en')
  await expect(approximation(page)).toHaveText('≈ $7.70')
  expect(await pcx(page).getByRole('button').boundingBox()).toEqual(bookBefore)

  await approximation(page).focus()
  await page.keyboard.press('Enter')
  await expect(pcx(page).getByText('A guide only, at our rate on November 20, 2026: $1 = 32.5 baht. The price in baht is the one that counts. We also take cash in USD at this rate.')).toBeVisible()

  // Another choice from the picker reaches every card, and is kept.
  await page.getByRole('combobox', { name: 'Currency for approximate prices' }).selectOption('EUR')
  await expect(approximation(page)).toHaveText('≈ €6.60')
  expect(await page.evaluate((key) => window.localStorage.getItem(key), CURRENCY_STORAGE_KEY)).toBe('EUR')
})

test('the search engines\' offers stay in baht in every language', async ({ request }) => {
  for (const locale of locales) {
    const html = await (await request.get(homeIn(locale))).text()
    const currencies = [...html.matchAll(/"priceCurrency":"([^"]+)"/g)].map((match) => match[1])
    expect(currencies.length).toBeGreaterThan(0)
    expect(new Set(currencies)).toEqual(new Set(['THB']))
  }
})
