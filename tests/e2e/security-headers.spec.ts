// The built site served WITH the security headers the static hosts get (dist/_headers, written by
// the build), driven through every page state in Chromium: zero CSP violations, as events or as
// console errors. vercel.json must carry the same headers as the build computed.
import { readdir, readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { expect, test, type Page } from './fixtures'
import { serveStatic } from '../../tools/serve/serve'
import { parseHeadersFile } from '../../site-build/headers/headers-file'
import { shippedScriptHashes } from '../../site-build/headers/write'
import { securityHeaders } from '../../site-build/headers/policy'
import { vercelConfig } from '../../site-build/hosting/vercel'
import { messages } from './helpers/content'
import { chooseLanguage, openIn } from './helpers/site'
import { SEND_PATH, bookingForm, emptyOutbox, outboxEmails, toasts } from './booking-helpers'
import { E2E_DIST } from '../../playwright.config'

const DIST = E2E_DIST // built by playwright.config.ts's webServer
const PORT = 4200 + (Number(process.env.E2E_SITE_PORT ?? 4173) % 10) // beside the site port, never a shared one
let server: Server

test.use({ baseURL: `http://127.0.0.1:${PORT}` })
// The walk sends a booking: its form dates are the suite's, every page starting at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })
test.beforeAll(async () => {
  ;({ server } = await serveStatic(DIST, PORT))
})
test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
})

/** Every CSP violation the page reports, as DOM events or as console messages. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) consoleReports.push(message.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] }
    w.__csp = []
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__csp.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return async () => [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...consoleReports]
}

test('the build writes the headers and vercel.json ships the same set', async () => {
  const rules = parseHeadersFile(await readFile(`${DIST}/_headers`, 'utf8'))
  const headers = Object.fromEntries(rules.find((rule) => rule.pattern === '/*')!.headers)
  expect(headers['Content-Security-Policy']).toMatch(/script-src 'self'/)
  // vercel.json is for production (the real EmailJS origin); the rest of its CSP equals this build's.
  const production = vercelConfig(securityHeaders({ scriptHashes: await shippedScriptHashes() }))
  const vercel = JSON.parse(await readFile('vercel.json', 'utf8'))
  expect(vercel, 'vercel.json is stale: run `npx vite build && npx tsx site-build/headers/write.ts dist --vercel`').toEqual(production)
  const csp = (value: string) => value.replace(/connect-src [^;]*/, '')
  expect(csp(vercel.routes[0].headers['Content-Security-Policy'])).toBe(csp(headers['Content-Security-Policy']))
})

test('hashed assets are cached for a year, pages are not, and every asset is named by its hash', async ({ request }) => {
  const assets = await readdir(`${DIST}/assets`)
  expect(assets.length).toBeGreaterThan(0)
  // Vite's [name]-[hash].js: a year's caching is only safe when a new content means a new name.
  for (const name of assets) expect(name).toMatch(/-[\w-]{8}\.[a-z0-9]+$/)
  const asset = await request.get(`/assets/${assets.find((name) => name.endsWith('.js'))}`)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const path of ['/', '/?lang=th', '/favicon.png']) {
    const response = await request.get(path)
    expect([path, response.headers()['cache-control']]).toEqual([path, undefined])
  }
})

test('every page state runs with zero CSP violations', async ({ page, request }) => {
  await emptyOutbox(request)
  const violations = await watchCsp(page)
  const response = await page.goto('/')
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response?.headers()['strict-transport-security']).toContain('max-age=')
  await openIn(page, 'en')

  const en = messages.en
  await page.getByRole('button', { name: en['gallery.viewAll'] }).click()
  await page.getByRole('button', { name: en['gallery.showLess'] }).click()
  await chooseLanguage(page, 'zh')
  await chooseLanguage(page, 'th')
  await chooseLanguage(page, 'en')

  // The modal, a send that fails, then the retry that succeeds against the outbox.
  await page.getByRole('button', { name: 'Book Honda PCX 150' }).click()
  const form = bookingForm(page, 'en')
  await form.fill('Ann Smith', 'CSP check')
  await page.route(SEND_PATH, (route) => route.fulfill({ status: 500, body: 'Internal Server Error', headers: { 'Access-Control-Allow-Origin': '*' } }))
  await form.submit.click()
  await expect(page.getByText(en['booking.errorSend'])).toBeVisible()
  await page.unroute(SEND_PATH)
  await form.submit.click()
  await expect(toasts(page).getByText(en['booking.success'])).toBeVisible()
  const [email] = await outboxEmails(request)
  expect(email).toBeDefined()

  // The owner's check of that e-mail: its own chunk, under the same headers (the not-found document's).
  const check = await page.goto(`/check#${email.request.template_params.rental_payload}`)
  expect(check?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('heading', { level: 1, name: 'Check this request' })).toBeVisible()
  await expect(page.locator('[data-line="selected_bike"]')).toContainText('Honda PCX 150')

  await page.goto('/no-such-page')
  await expect(page.getByText('404', { exact: true })).toBeVisible()
  expect(await violations()).toEqual([])
})

test('the watcher does see a violation (an injected inline script)', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.head.append(script)
  })
  await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining('script-src')]))
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
})
