// The shop's booking e-mail as a real booking sends it (called by rental-book.ts): a visitor on a
// phone books the Yamaha NMAX 155 for 15 to 18 December 2026, picked up at the shop, with Full
// cover, in the seed's high season, so the seed's rule asks a prepayment. The site's own send (@emailjs/browser, built with
// the local outbox's ids) goes to the local outbox, which checks and renders it with the shop's
// template as it does for `npm run dev`: every row of the e-mail is what the site now sends.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import { MIN_FILL_MS } from '../../src/features/booking/abuse.ts'
import { DEFAULT_EMAILJS_ORIGIN } from '../../site-build/headers/policy.ts'
import { SEND_PATH, startOutbox } from '../outbox/app.ts'
import { LOCAL_EMAILJS } from '../outbox/options.ts'
import { chooseFullCover, openBookingForm } from './visitor.ts'

/** The ids the site is built with for the pictures: the outbox's, so it accepts the site's send. */
export const PICTURE_EMAILJS_ENV = `VITE_EMAILJS_PUBLIC_KEY=${LOCAL_EMAILJS.publicKey} VITE_EMAILJS_SERVICE_ID=${LOCAL_EMAILJS.serviceId} VITE_EMAILJS_TEMPLATE_ID=${LOCAL_EMAILJS.templateId}`

export type SentEmail = { html: string; reference: string; payload: string }

export async function sendBookingEmail(browser: Browser, site: string, studioAddress: string): Promise<SentEmail> {
  const dir = await mkdtemp(path.join(tmpdir(), 'outbox-docs-'))
  const outbox = await startOutbox({ ...LOCAL_EMAILJS, dir, port: 0, autoReply: 'off', studioUrl: studioAddress, log: () => {} })
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
  try {
    await context.clock.install({ time: new Date('2026-12-01T10:00:00+07:00') })
    // The site posts to EmailJS's address (its CSP allows no other): the request goes on to the outbox.
    await context.route(`${DEFAULT_EMAILJS_ORIGIN}${SEND_PATH}`, async (route) => route.fulfill({ response: await route.fetch({ url: `${outbox.url}${SEND_PATH}` }) }))
    const page = await context.newPage()
    const form = await openBookingForm(page, site, 'Book Yamaha NMAX 155')
    await form.locator('input[name="startDate"]').fill('2026-12-15')
    await form.locator('input[name="endDate"]').fill('2026-12-18')
    await form.locator('select[name="pickupTime"]').selectOption('10:00')
    await form.locator('select[name="delivery"]').selectOption('pickup')
    await chooseFullCover(form)
    await form.locator('input[name="name"]').fill('Ben Rider')
    await form.locator('input[name="phone"]').fill('+44 7700 900123')
    await form.locator('input[name="email"]').fill('ben@example.com')
    await page.clock.fastForward(MIN_FILL_MS)
    await form.getByRole('button', { name: 'Send Booking Request' }).click()
    await form.locator('[data-prepay]').waitFor({ state: 'visible' })
    const [shop, ...more] = (await outbox.mailbox.list()).filter((email) => email.kind === 'shop')
    if (!shop || more.length > 0) throw new Error(`the outbox holds ${more.length + (shop ? 1 : 0)} shop e-mails, not the one booking sent`)
    const params = shop.request.template_params as Record<string, string>
    for (const row of ['cover', 'prepayment'] as const) {
      if (!params[row]) throw new Error(`the booking's e-mail has no ${row}: the picture must show one`)
    }
    return { html: (await outbox.mailbox.read(shop.id, 'html'))!, reference: params.booking_reference, payload: params.rental_payload }
  } finally {
    await context.close()
    await new Promise((resolve) => outbox.server.close(resolve))
    await rm(dir, { recursive: true, force: true })
  }
}
