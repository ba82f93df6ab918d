// Steps of the booking e2e tests: the outbox's JSON API, filling the form in any language, and
// counting what the page posts to the EmailJS endpoint.
import { ensureClock, expect, type APIRequestContext, type Locator, type Page } from './fixtures'
import { E2E_EMAILJS, OUTBOX_PORT } from '../../playwright.config'
import { MIN_FILL_MS } from '../../src/features/booking/abuse'
import { REFERENCE_PATTERN } from '../../src/features/booking/reference'
import { CHECK_PASSED, REVISION_ORIGINAL } from '../../src/features/booking/shopWords'
import { delivery, extrasContent, formatText, messages, settings } from './helpers/content'
import { formatDate, formatDateRange, formatSlotTime } from '../../src/features/booking/dates'
import { htmlLang, type Locale } from '../../src/i18n/locales'
import { escapeRegExp as escape } from './helpers/regexp'

const OUTBOX = `http://127.0.0.1:${OUTBOX_PORT}`
export const SEND_PATH = '**/api/v1.0/email/send'

export type StoredEmail = { id: string; kind: 'shop' | 'auto-reply'; to?: string; subject: string; request: { lib_version: string; user_id: string; service_id: string; template_id: string; template_params: Record<string, string> } }

export async function emptyOutbox(request: APIRequestContext) {
  expect((await request.delete(`${OUTBOX}/api/outbox`)).status()).toBe(204)
}

/** What the outbox holds, newest first: the shop's e-mails and the visitors' confirmations. */
async function outboxAll(request: APIRequestContext): Promise<StoredEmail[]> {
  return (await request.get(`${OUTBOX}/api/outbox`)).json()
}

/** The e-mails the shop received. */
export async function outboxEmails(request: APIRequestContext): Promise<StoredEmail[]> {
  return (await outboxAll(request)).filter((email) => email.kind === 'shop')
}

/** The confirmations EmailJS's auto-reply sent to visitors. */
export async function outboxConfirmations(request: APIRequestContext): Promise<StoredEmail[]> {
  return (await outboxAll(request)).filter((email) => email.kind === 'auto-reply')
}

/** Plays the shop's EmailJS Auto-Reply choice (tools/outbox/autoReply.ts); playwright.config.ts starts the outbox with 'full'. */
export async function setAutoReply(request: APIRequestContext, mode: 'off' | 'fixed' | 'full') {
  expect((await request.put(`${OUTBOX}/api/outbox/auto-reply`, { data: { mode } })).status()).toBe(204)
}

export async function outboxHtml(request: APIRequestContext, id: string): Promise<string> {
  return (await request.get(`${OUTBOX}/emails/${id}.html`)).text()
}

/** Every POST the page makes to the send path, whether or not it reaches the outbox. */
export function countSends(page: Page): { count: number } {
  const sends = { count: 0 }
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith('/api/v1.0/email/send')) sends.count += 1
  })
  return sends
}

export const booking = {
  rentalPeriod: '7-days',
  startDate: '2026-03-14',
  endDate: '2026-03-21',
  /** The slot as the shop's e-mail writes it (English AM/PM); the form lists it in the visitor's language (pickupSlot). */
  pickupTime: '9:00 AM',
  pickupSlot: '09:00',
  phone: '+44 7700 900123',
  email: 'ann@example.com',
}

/** Picks the option whose text is `option` (or matches it) in a native select, as a visitor does in its list. */
export async function chooseOption(select: Locator, option: string | RegExp) {
  const text = typeof option === 'string' ? new RegExp(`^${escape(option)}$`) : option
  const value = await select.locator('option').filter({ hasText: text }).first().getAttribute('value')
  await select.selectOption(value ?? '')
}

/**
 * Moves the page's clock `ms` ahead, as if that much time had passed: Date, timers and animation
 * frames are Playwright's (from E2E_NOW where the test pinned its clock, fixtures.ts; else from the
 * first call), and run on by themselves between calls. A page from a context of the test's own is
 * pinned (pinClock) before it loads.
 */
export async function movePageClock(page: Page, ms: number) {
  await ensureClock(page)
  await page.clock.fastForward(ms)
}

/** The toasts' region: the success title is also the sent booking's heading in the dialog. */
export const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ })

export function bookingForm(page: Page, locale: Locale) {
  const m = messages[locale]
  // The form asks a sender faster than MIN_FILL_MS after opening to press again (abuse.ts): a
  // person never is, but a script can be. pastFillTime() moves the page's clock past it (as if the
  // visitor had taken that long) instead of waiting: no guess at how long the form takes to open.
  const pastFillTime = () => movePageClock(page, MIN_FILL_MS)
  const dialog = page.getByRole('dialog')
  const field = (key: keyof typeof m) => dialog.getByLabel(new RegExp(`^${escape(m[key])}\\*?$`))
  const choose = (key: keyof typeof m, option: string | RegExp) => chooseOption(dialog.getByRole('combobox', { name: m[key] }), option)
  return {
    dialog,
    field,
    bikeSelect: dialog.getByRole('combobox', { name: m['booking.bike'] }),
    /** The bike shown as chosen (the select's checked option). */
    chosenBike: dialog.getByRole('combobox', { name: m['booking.bike'] }).locator('option:checked'),
    submit: dialog.getByRole('button', { name: new RegExp(`${escape(m['booking.submit'])}|${escape(m['booking.sending'])}`) }),
    pastFillTime,
    async fill(name: string, notes: string) {
      await choose('booking.rentalPeriod', m[`booking.period.${booking.rentalPeriod}` as keyof typeof m])
      await choose('booking.pickupTime', formatSlotTime(booking.pickupSlot, locale))
      await field('booking.startDate').fill(booking.startDate)
      await field('booking.endDate').fill(booking.endDate)
      await field('booking.name').fill(name)
      await field('booking.phone').fill(booking.phone)
      await field('booking.email').fill(booking.email)
      await field('booking.notes').fill(notes)
      await pastFillTime()
    },
  }
}

/** A message formatted in `locale` around a booking reference, as a pattern (the reference is made in the page). */
function withReference(locale: Locale, key: Parameters<typeof formatText>[1], values: Record<string, string | number> = {}) {
  const [before, after] = formatText(locale, key, { ...values, reference: '\u0000' }).split('\u0000')
  return expect.stringMatching(new RegExp(`^${escape(before)}${REFERENCE_PATTERN.source.replace(/^\^|\$$/g, '')}${escape(after ?? '')}$`))
}

/**
 * The visitor's confirmation parameters for `booking` (EmailJS auto-reply) in `locale`: the
 * website's own texts in that language around what was typed.
 */
export function expectedReply(bikeName: string, name: string, locale: Locale) {
  const t = (key: Parameters<typeof formatText>[1], values?: Record<string, string | number>) => formatText(locale, key, values)
  const number = (value: number) => new Intl.NumberFormat(locale).format(value)
  const summary = [
    t('booking.summary.bike', { value: bikeName }),
    t('booking.summary.period', { value: t(`booking.period.${booking.rentalPeriod}` as Parameters<typeof formatText>[1]) }),
    t('booking.summary.dates', { dates: formatDateRange(booking.startDate, booking.endDate, locale) }),
    t('booking.summary.pickupAt', { time: formatSlotTime(booking.pickupSlot, locale) }),
    t('booking.summary.hotel', { value: t('booking.summary.none') }),
    // The receipt as the form showed it: the Honda PCX's week price (1,500 baht), not 7 days at 250;
    // the cover every bike comes with; nothing chosen for delivery; one total; the deposit outside it.
    `· ${t('booking.estimate.weeks', { count: 1, price: number(1500), amount: number(1500) })}`,
    `· ${t('booking.estimate.coverIncluded', { name: extrasContent.coverLevels[0].name[locale], excess: number(5000) })}`,
    `· ${t('booking.estimate.deliveryNotChosen')}`,
    t('booking.estimate.total', { total: number(1500) }),
    t('booking.estimate.deposit', { amount: number(3000) }),
    delivery.depositPolicy[locale],
    // How it was priced, due back on the return date at the pickup time, and what a later return costs.
    t('booking.estimate.rule', { dayTotal: number(1750) }),
    t('booking.estimate.dueBack', { date: formatDate(booking.endDate, locale, 'long'), time: formatSlotTime(booking.pickupSlot, locale) }),
    delivery.lateReturn[locale],
  ].join('\n')
  return {
    reply_to: booking.email,
    reply_language: htmlLang[locale],
    reply_subject: withReference(locale, 'booking.reply.subject', { shop: settings.shopName }),
    reply_greeting: t('booking.reply.greeting', { name }),
    reply_summary: expect.stringMatching(new RegExp(`\n${escape(summary)}$`)),
    reply_next_steps: t('booking.reply.nextSteps', { minutes: settings.responseMinutes }),
    // WhatsApp by its number (the seed's is the shop's phone), and linked by the template.
    reply_contact: t('booking.reply.contact', { phone: settings.phone, line: settings.lineId, whatsapp: settings.phone }),
    reply_phone: settings.phone,
    reply_phone_dial: settings.phone.replace(/[^\d+]/g, ''),
    reply_whatsapp: settings.whatsappNumber,
    reply_prepayment: withReference(locale, 'booking.reply.prepayment', { amount: number(250), id: delivery.prepayment.promptPayId }),
  }
}

/** The exact request the shop's EmailJS receives for `booking` with this bike (250 THB a day, 1,500 a week), name and notes, sent in `locale`. */
export function expectedRequest(bikeName: string, name: string, notes: string, locale: Locale = 'en') {
  return {
    lib_version: '4.4.1',
    user_id: E2E_EMAILJS.publicKey,
    service_id: E2E_EMAILJS.serviceId,
    template_id: E2E_EMAILJS.templateId,
    template_params: {
      to_name: settings.emailToName ?? settings.shopName,
      from_name: name,
      customer_name: name,
      customer_phone: booking.phone,
      customer_phone_dial: booking.phone.replace(/[^\d+]/g, ''),
      customer_email: booking.email,
      selected_bike: bikeName,
      rental_period: '1 Week',
      start_date: booking.startDate,
      end_date: booking.endDate,
      pickup_time: booking.pickupTime,
      additional_notes: notes,
      // The seed asks the first day in advance: 250 THB, out of every season.
      message: expect.stringMatching(new RegExp(`^${escape([`Bike: ${bikeName}`, 'Rental period: 1 Week', `Start date: ${booking.startDate}`,
        `Return date: ${booking.endDate}`, `Pickup time: ${booking.pickupTime}`, `Notes: ${notes}`, 'Extras: None',
        'Cover: Basic cover: included, excess 5,000 THB (the default)'].join('\n'))}\n` +
        `Prepayment asked: 250 THB by PromptPay, ${REFERENCE_PATTERN.source.replace(/^\^|\$$/g, '')} in the note \\(not paid yet\\)$`)),
      booking_reference: expect.stringMatching(REFERENCE_PATTERN),
      price_estimate: `7 days (from ${booking.startDate} to ${booking.endDate}, return day not counted): 1 week x 1,500 THB = 1,500 THB; estimated total 1,500 THB (estimate shown to the customer, not a quote)`,
      price_breakdown: [
        '1 week x 1,500 THB (7 days) = 1,500 THB',
        // The cover every bike comes with, and no extra; no delivery chosen; one total; the deposit outside it.
        'Cover: Basic cover: included, excess 5,000 THB',
        'Delivery: not chosen',
        'Total: 1,500 THB for 7 days',
        'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
        `Due back: ${booking.endDate} at ${booking.pickupTime} (Phuket time)`,
        'Rule: the cheapest mix of months (to the same date of the next month, from the 29th to the 31st to the last day of a shorter month, at least 30 days), weeks (7 days) and days for the whole rental; at the day price it would be 1,750 THB.',
      ].join('\n'),
      hotel_room: 'Not specified',
      extras: 'None',
      cover: 'Basic cover: included, excess 5,000 THB (the default)',
      booking_check: CHECK_PASSED,
      booking_revision: REVISION_ORIGINAL,
      delivery: 'Not chosen: ask the customer whether to deliver or to meet at the shop',
      deposit: `3,000 THB for the ${bikeName}, paid at pickup and returned with the bike; not in the estimated total. Documents: ${delivery.depositPolicy.en}`,
      // The new rental for the shop's Studio link (base64url JSON, read back in booking-availability.spec.ts).
      rental_payload: expect.stringMatching(/^[A-Za-z0-9_-]+$/),
      prepayment: expect.stringMatching(/^250 THB asked by PromptPay to hold the bike \(the first day's price\), with PMR-\d{4}-\w{4} in the transfer's note\. Not paid yet/),
      ...expectedReply(bikeName, name, locale),
    },
  }
}
