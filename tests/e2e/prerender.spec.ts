// The prerendered home page (issue 5): content before any script, hydration without a single
// warning, no flash of English when another language is asked for, and the 404 page on unknown paths.
import { expect, test, type Page } from './fixtures'
import { messages, settings } from './helpers/content'
import { htmlLangOf, openIn } from './helpers/site'

/** Every console error or warning and every uncaught error, from the first byte on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  return problems
}

test('the home page HTML shows hero, bikes, prices and contact with scripts off', async ({ browser, request }) => {
  const html = await (await request.get('/')).text()
  // The app starts from an inline loader after the first paint, never from a module script in the HTML.
  expect(html).not.toContain('<script type="module"')

  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: messages.en['hero.title'] })).toBeVisible()
  const gallery = page.getByRole('region', { name: /Our Motorbikes/ })
  await expect(gallery.getByRole('heading', { level: 3, name: 'Honda PCX 150' })).toBeVisible()
  await expect(gallery.getByText(/^[\d,]+ baht \/ day$/).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Contact Us' }).getByText(settings.phone).first()).toBeVisible()
  await context.close()
})

for (const [locale, how] of [['en', 'default'], ['zh', 'link'], ['th', 'stored']] as const) {
  test(`hydrates in ${locale} (${how}) without any console warning or error`, async ({ page }) => {
    const problems = collectProblems(page)
    if (how === 'stored') await openIn(page, locale)
    else await page.goto(how === 'link' ? `/?lang=${locale}` : '/')
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[locale])
    await expect(page.getByRole('heading', { level: 1, name: messages[locale]['hero.title'] })).toBeVisible()
    // Hydrated: a prerendered button now works.
    await page.getByRole('button', { name: messages[locale]['gallery.viewAll'] }).click()
    await expect(page.getByRole('region', { name: messages[locale]['gallery.title'] }).getByRole('article')).toHaveCount(12)
    expect(problems).toEqual([])
  })
}

for (const locale of ['zh', 'th'] as const) {
  test(`asked for ${locale}, no frame shows the prerendered English while the app switches`, async ({ page }) => {
    type Frame = { atMs: number; visible: boolean; title: string }
    // Records, on every animation frame from the start, what a visitor could see.
    await page.addInitScript(() => {
      const frames: Frame[] = []
      ;(window as unknown as { frames_: Frame[] }).frames_ = frames
      const record = () => {
        const root = document.getElementById('root')
        const title = document.querySelector('h1')?.textContent ?? ''
        if (root) frames.push({ atMs: performance.now(), visible: getComputedStyle(root).visibility === 'visible', title })
        if (frames.length < 2000) requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.goto(`/?lang=${locale}`)
    await expect(page.getByRole('heading', { level: 1, name: messages[locale]['hero.title'] })).toBeVisible()
    const frames = await page.evaluate(() => (window as unknown as { frames_: Frame[] }).frames_)
    const shown = frames.filter((frame) => frame.visible && frame.title)
    expect(shown.length).toBeGreaterThan(0)
    // By design the page shows anyway after 1.5 s (a broken or very slow script must not hide it
    // for good); a loaded test machine may get there, so only earlier frames are held to it.
    const early = shown.filter((frame) => frame.atMs < 1500)
    expect(early.filter((frame) => frame.title === messages.en['hero.title'])).toEqual([])
  })
}

test('an unknown path answers 404 with the app’s not-found page, rendered without hydration', async ({ page }) => {
  const problems = collectProblems(page)
  const response = await page.goto('/bikes/no-such-bike?lang=th')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  await expect(page.getByRole('heading', { level: 1, name: messages.th['notFound.title'] })).toBeVisible()
  // The page logs the unknown path (the spec asks for it) and Chromium the 404 status; nothing else may appear.
  const expected = (problem: string) => problem.includes('/bikes/no-such-bike') || problem.includes('status of 404')
  expect(problems.filter((problem) => !expected(problem))).toEqual([])
})
