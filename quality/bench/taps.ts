// What a visitor feels on a phone, timed: a tap until the booking form is visible, and a language
// chosen until the page reads in it. 390x844, touch, the CPU slowed 4x (Lighthouse's mobile
// factor), a fresh browser context per run, modules as a first visitor gets them (the loader's idle
// fetch after load). Each path is timed on the site and on the plain SPA of the same build
// (reference.ts) in the same run. Printed by `npm run bench`, never gated: they are timings.
//
// Each time is taken in the page (tapTimer.ts): from the touch's own event time to the frame that
// shows the result. Timed from outside, Playwright's checks before a tap (hit tests, waiting for a
// stable box) and its polling afterwards run on the same slowed-down thread and added 100–250 ms
// that no visitor waits for.
import { chromium, type Browser, type Locator, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './lighthouse-run.ts'
import { tapPaths, type TapPath } from './budgets.ts'
import { armTapTimer, dialogShown, readShownAt, readTapTimer, titleIs } from './tapTimer.ts'

export type TapLabels = { book: string; bookNow: string; close: string; languageMenu: string; chinese: string; chineseTitle: string }

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  page.setDefaultTimeout(30_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** ms from the touch on `target` until the frame in which `condition` (a page expression) holds. */
async function timeTap(page: Page, target: Locator, condition: string): Promise<number> {
  await armTapTimer(page, condition)
  await target.tap()
  return readTapTimer(page)
}

/** A finger's swipe up the page until `target` is in the middle of the screen, as a visitor scrolls to it. */
async function swipeTo(page: Page, target: Locator): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  for (let swipe = 0; swipe < 20; swipe++) {
    const box = await target.boundingBox()
    if (box && box.y > 200 && box.y + box.height < 700) break
    const distance = box ? Math.max(-600, Math.min(600, box.y - 420)) : 600
    await cdp.send('Input.synthesizeScrollGesture', { x: 195, y: 600, yDistance: -distance, gestureSourceType: 'touch', speed: 1600 })
  }
  await cdp.detach()
}

/** A build the taps are timed on: the site, or the plain SPA it is divided by (reference.ts). */
export type TapBuild = {
  name: string
  url: string
  /** Waits, after the load, until the build has fetched what it fetches without a visitor's intent. */
  settled: (page: Page) => Promise<void>
}

/**
 * A card's Book 3 s after load, reached by swiping down to it (the cards lie below the first screen
 * of a phone), then a second open of the form after closing it. With `scripted`, the card is scrolled
 * into view by script instead: the page sees no touch before the tap, so nothing is prepared for it.
 */
async function bookAfterLoad(browser: Browser, build: TapBuild, labels: TapLabels, scripted = false) {
  const page = await phonePage(browser)
  try {
    await page.goto(`${build.url}/`, { waitUntil: 'load' })
    const loadedAt = Date.now()
    await build.settled(page)
    const book = page.getByRole('button', { name: labels.book }).first()
    if (scripted) await book.scrollIntoViewIfNeeded()
    else await swipeTo(page, book)
    await page.waitForTimeout(Math.max(0, 3000 - (Date.now() - loadedAt)))
    const first = await timeTap(page, book, dialogShown)
    await page.getByRole('button', { name: labels.close }).first().tap()
    await page.getByRole('dialog').waitFor({ state: 'hidden' })
    const second = await timeTap(page, book, dialogShown)
    return { first, second }
  } finally {
    await page.context().close()
  }
}

/** Book Now tapped as soon as it is painted: tap → form, and navigation start → form. */
async function bookNowAtPaint(browser: Browser, build: TapBuild, labels: TapLabels) {
  const page = await phonePage(browser)
  try {
    await page.goto(`${build.url}/`, { waitUntil: 'commit' })
    const button = page.getByRole('button', { name: labels.bookNow }).first()
    await button.waitFor({ state: 'visible' })
    const fromTap = await timeTap(page, button, dialogShown)
    return { fromTap, fromNavigation: await readShownAt(page) }
  } finally {
    await page.context().close()
  }
}

/** The language menu opened, then 中文 chosen: until the page's title reads in Chinese. */
async function languageSwitch(browser: Browser, build: TapBuild, labels: TapLabels) {
  const page = await phonePage(browser)
  try {
    await page.goto(`${build.url}/`, { waitUntil: 'load' })
    await build.settled(page)
    await page.getByRole('button', { name: labels.languageMenu }).first().tap()
    const chinese = page.getByRole('menuitemradio', { name: labels.chinese }).first()
    await chinese.waitFor({ state: 'visible' })
    return await timeTap(page, chinese, titleIs(labels.chineseTitle))
  } finally {
    await page.context().close()
  }
}

/** Every path a visitor takes, each timed per run (ms). */
export type TapRuns = Record<TapPath, number[]>

export async function measureTaps(builds: readonly TapBuild[], labels: TapLabels, runs: number): Promise<Record<string, TapRuns>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const out: Record<string, TapRuns> = Object.fromEntries(builds.map((build) => [build.name, emptyRuns()]))
  try {
    for (let i = 0; i < runs; i++) {
      // The builds take turns within each run, first one then the other: a machine that slows down
      // during the bench slows both alike.
      for (const build of i % 2 ? [...builds].reverse() : builds) {
        const times = out[build.name]
        const { first, second } = await bookAfterLoad(browser, build, labels)
        times.bookAfterSwipe.push(first)
        times.secondOpen.push(second)
        times.bookWithoutTouch.push((await bookAfterLoad(browser, build, labels, true)).first)
        const { fromTap, fromNavigation } = await bookNowAtPaint(browser, build, labels)
        times.bookNowAtPaint.push(fromTap)
        times.bookNowFromNavigation.push(fromNavigation)
        times.languageSwitch.push(await languageSwitch(browser, build, labels))
      }
    }
  } finally {
    await browser.close()
  }
  return out
}

function emptyRuns(): TapRuns {
  return Object.fromEntries(tapPaths.map((path) => [path, []])) as unknown as TapRuns
}
