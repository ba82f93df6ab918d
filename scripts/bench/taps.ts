// What a visitor feels on a phone, timed: a tap until the booking form is visible, and a language
// chosen until the page reads in it. 390x844, touch, the CPU slowed 4x (Lighthouse's mobile
// factor), a fresh browser context per run, modules as a first visitor gets them (the loader's idle
// fetch after load). Printed by `npm run bench`, never gated: they are timings.
import { chromium, type Browser, type Page } from '@playwright/test'
import { chromiumFlags, chromiumPath } from './lighthouse-run.ts'
import { appModulesFetched } from './load-checks.ts'
import type { TapMedians } from './budgets.ts'
import { median } from './budgets.ts'

export type TapLabels = { book: string; bookNow: string; close: string; languageMenu: string; chinese: string; chineseTitle: string }

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return page
}

/** ms from a tap on `target` until `done` resolves. */
async function timeTap(target: ReturnType<Page['getByRole']>, done: () => Promise<unknown>): Promise<number> {
  await target.scrollIntoViewIfNeeded()
  const start = Date.now()
  await target.tap()
  await done()
  return Date.now() - start
}

const dialogVisible = (page: Page) => () => page.getByRole('dialog').waitFor({ state: 'visible', timeout: 30_000 })

/** A card's Book 3 s after load, then a second open of the form after closing it. */
async function bookAfterLoad(browser: Browser, url: string, labels: TapLabels) {
  const page = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await appModulesFetched(page)
    await page.waitForTimeout(3000)
    const book = page.getByRole('button', { name: labels.book }).first()
    const first = await timeTap(book, dialogVisible(page))
    await page.getByRole('button', { name: labels.close }).first().tap()
    await page.getByRole('dialog').waitFor({ state: 'hidden', timeout: 30_000 })
    const second = await timeTap(book, dialogVisible(page))
    return { first, second }
  } finally {
    await page.context().close()
  }
}

/** Book Now tapped as soon as it is painted. */
async function bookNowAtPaint(browser: Browser, url: string, labels: TapLabels) {
  const page = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: 'commit' })
    const button = page.getByRole('button', { name: labels.bookNow }).first()
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    return await timeTap(button, dialogVisible(page))
  } finally {
    await page.context().close()
  }
}

/** The language menu opened, then 中文 chosen: until the page's title reads in Chinese. */
async function languageSwitch(browser: Browser, url: string, labels: TapLabels) {
  const page = await phonePage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    await appModulesFetched(page)
    await page.getByRole('button', { name: labels.languageMenu }).first().tap()
    const chinese = page.getByRole('menuitemradio', { name: labels.chinese }).first()
    await chinese.waitFor({ state: 'visible', timeout: 30_000 })
    return await timeTap(chinese, () =>
      page.waitForFunction((title) => document.title === title, labels.chineseTitle, { timeout: 30_000 }),
    )
  } finally {
    await page.context().close()
  }
}

export type TapRuns = Record<keyof TapMedians, number[]>

export async function measureTaps(url: string, labels: TapLabels, runs: number): Promise<{ runs: TapRuns; medians: TapMedians }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  const out: TapRuns = { bookAfterLoadMs: [], bookNowAtPaintMs: [], secondOpenMs: [], languageSwitchMs: [] }
  try {
    for (let i = 0; i < runs; i++) {
      const { first, second } = await bookAfterLoad(browser, url, labels)
      out.bookAfterLoadMs.push(first)
      out.secondOpenMs.push(second)
      out.bookNowAtPaintMs.push(await bookNowAtPaint(browser, url, labels))
      out.languageSwitchMs.push(await languageSwitch(browser, url, labels))
    }
  } finally {
    await browser.close()
  }
  const medians = Object.fromEntries(Object.entries(out).map(([key, values]) => [key, median(values)])) as TapMedians
  return { runs: out, medians }
}
