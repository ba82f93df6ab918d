// The two engines Playwright cannot drive from Debian's packages, behind one small interface:
// Firefox ESR over WebDriver BiDi (puppeteer-core, no browser download), and WebKitGTK's
// MiniBrowser (the engine family of every iPhone browser) over classic WebDriver (WebKitWebDriver),
// in an Xvfb display of its own. Clicks and typing are the engines' own input events.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import puppeteer from 'puppeteer-core'
import { freePort } from '../freePort'

export interface Engine {
  name: string
  /** The browser's own version, as it reports it over its protocol: printed with each result. */
  version: string
  open(url: string): Promise<void>
  /** Runs a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>
  click(selector: string): Promise<void>
  type(selector: string, text: string): Promise<void>
  screenshot(path: string): Promise<void>
  close(): Promise<void>
}

/** Debian's Firefox ESR, or another build of it (FIREFOX_PATH: e.g. an older ESR unpacked beside it). */
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'].find(existsSync)

export async function launchFirefox(width: number, height: number): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, protocol: 'webDriverBiDi' })
  const page = await browser.newPage()
  // setViewport also sends emulation.setScreenOrientationOverride, a command Firefox ESR 140 does
  // not have ("unknown command"; ESR 153 has it). Nothing here depends on the screen's orientation,
  // so that one refusal is let through; the viewport itself must then be exactly the size asked for.
  await page.setViewport({ width, height, isMobile: false }).catch((error: Error) => {
    if (!/emulation\.setScreenOrientationOverride[^]*unknown command/.test(error.message)) throw error
  })
  await page.waitForFunction((w, h) => innerWidth === w && innerHeight === h, { timeout: 90_000 }, width, height)
  const version = (await browser.version()).replace(/^firefox\//, '')
  return {
    name: 'firefox',
    version,
    open: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
    evaluate: (expression) => page.evaluate(expression) as Promise<never>,
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => browser.close(),
  }
}

/** An X display for MiniBrowser: the one we run in, or a new Xvfb. */
async function display(): Promise<{ name: string; stop: () => void }> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, stop: () => {} }
  const number = 90 + Math.floor(Math.random() * 400)
  const xvfb = spawn('Xvfb', [`:${number}`, '-screen', '0', '1600x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' })
  // The display is there once its socket is: wait for that, however long this machine takes.
  const until = Date.now() + 60_000
  while (!existsSync(`/tmp/.X11-unix/X${number}`)) {
    if (Date.now() > until || xvfb.exitCode !== null) throw new Error(`Xvfb :${number} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return { name: `:${number}`, stop: () => xvfb.kill() }
}

export async function launchWebKit(width: number, height: number): Promise<Engine> {
  if (!MINIBROWSER) throw new Error('WebKitGTK MiniBrowser not found: apt-get install webkit2gtk-driver')
  const screen = await display()
  const port = await freePort()
  const driver: ChildProcess = spawn(WEBKIT_DRIVER, [`--port=${port}`], { env: { ...process.env, DISPLAY: screen.name }, stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })
    const json = (await response.json()) as { value: unknown }
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${JSON.stringify(json.value).slice(0, 300)}`)
    return json.value
  }
  let session: { sessionId: string; capabilities: { browserVersion?: string } } | undefined
  const until = Date.now() + 60_000
  while (!session) {
    try {
      session = (await call('POST', '/session', {
        capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
      })) as typeof session
    } catch (error) {
      if (Date.now() > until) throw error
      await new Promise((resolve) => setTimeout(resolve, 250)) // the driver is still starting
    }
  }
  const s = `/session/${session.sessionId}`
  // The window's outer size: grow it until the page's viewport is exactly width x height.
  await call('POST', `${s}/window/rect`, { width, height })
  const inner = (await call('POST', `${s}/execute/sync`, { script: 'return [innerWidth, innerHeight]', args: [] })) as [number, number]
  await call('POST', `${s}/window/rect`, { width: 2 * width - inner[0], height: 2 * height - inner[1] })
  const element = async (selector: string) => {
    const found = (await call('POST', `${s}/element`, { using: 'css selector', value: selector })) as Record<string, string>
    return Object.values(found)[0]
  }
  return {
    name: 'webkit',
    version: session.capabilities.browserVersion ?? 'unknown',
    open: async (url) => void (await call('POST', `${s}/url`, { url })),
    evaluate: async (expression) => (await call('POST', `${s}/execute/async`, { script: `Promise.resolve(${expression}).then(arguments[0], (e) => arguments[0]({ __error: String(e) }))`, args: [] })) as never,
    click: async (selector) => {
      // WebKitWebDriver refuses ("not interactable") an element it has to scroll to: bring it to the middle first.
      await call('POST', `${s}/execute/sync`, { script: "document.querySelector(arguments[0]).scrollIntoView({ block: 'center', behavior: 'instant' })", args: [selector] })
      await call('POST', `${s}/element/${await element(selector)}/click`, {})
    },
    type: async (selector, text) => void (await call('POST', `${s}/element/${await element(selector)}/value`, { text })),
    screenshot: async (path) => writeFile(path, Buffer.from((await call('GET', `${s}/screenshot`)) as string, 'base64')),
    close: async () => {
      await call('DELETE', s).catch(() => undefined)
      driver.kill()
      screen.stop()
    },
  }
}
