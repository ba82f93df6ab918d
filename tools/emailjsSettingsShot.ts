// The owner guide's picture of the EmailJS settings: not EmailJS's dashboard (no network here, and
// no account), but the local outbox's own page, which lists what to type there for each Auto-Reply
// choice (tools/outbox/pages.ts). The outbox runs with the recommended choice, Auto-Reply off.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { startOutbox } from './outbox/app.ts'
import { LOCAL_EMAILJS } from './outbox/options.ts'

export async function shootEmailjsSettings(browser: Browser, file: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-shot-'))
  const { server, url } = await startOutbox({ ...LOCAL_EMAILJS, dir, port: 0, autoReply: 'off', log: () => {} })
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 })
  try {
    const page = await context.newPage()
    await page.goto(`${url}/`)
    await page.locator('section[aria-labelledby="settings"]').screenshot({ path: file })
  } finally {
    await context.close()
    await new Promise((resolve) => server.close(resolve))
    await rm(dir, { recursive: true, force: true })
  }
}
