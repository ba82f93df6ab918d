// Booking end to end against the real outbox: the built site, the real @emailjs/browser, and the
// e-mail read back exactly as the shop would receive it (docs/spec.md §2-§5, §7, §8), with the visitor's
// confirmation in their language that EmailJS's auto-reply sends by the same call.
import { expect, test } from './fixtures'
import { formatText, messages, settings } from './helpers/content'
import { openIn } from './helpers/site'
import { htmlLang, locales } from '../../src/i18n/locales'
import { bookingForm, countSends, emptyOutbox, expectedRequest, outboxConfirmations, outboxEmails, outboxHtml, setAutoReply, toasts } from './booking-helpers'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

const bikeName = 'Honda PCX 150'
// Visitors writing in different scripts (and one with markup in the notes), one per language in turn.
const customers = [
  { name: 'Ann Smith', notes: 'Hotel Patong Beach, room 12' },
  { name: '王小明', notes: '请送到芭东海滩酒店 <b>12</b>' },
  { name: 'สมชาย ใจดี', notes: 'ส่งที่โรงแรมป่าตอง' },
]

test.beforeEach(async ({ request }) => emptyOutbox(request))

for (const [index, locale] of locales.entries()) {
  test(`books a bike in ${locale}: the shop's e-mail holds exactly the template params, the visitor's confirmation is in ${locale}`, async ({ page, request }) => {
    const m = messages[locale]
    const { name, notes } = customers[index % customers.length]
    const sends = countSends(page)
    await openIn(page, locale)
    await page.getByRole('button', { name: formatText(locale, 'bike.bookLabel', { name: bikeName }) }).click()

    const form = bookingForm(page, locale)
    await expect(form.chosenBike).toHaveText(new RegExp(bikeName))
    await form.fill(name, notes)
    await form.submit.click()

    const toast = page.getByRole('region', { name: /Notifications/ })
    await expect(toast.getByText(formatText(locale, 'booking.successDescription', { minutes: settings.responseMinutes }), { exact: true })).toBeVisible()
    await expect(toast.getByText(m['booking.success'], { exact: true })).toBeVisible()
    // The booking as sent until Book another bike: then the form, reset (docs/spec.md §4).
    await form.dialog.getByRole('button', { name: m['booking.sentAnother'] }).click()
    await expect(form.field('booking.name')).toHaveValue('')
    await expect(form.chosenBike).toHaveText(new RegExp(bikeName))

    const emails = await outboxEmails(request)
    expect(emails).toHaveLength(1)
    expect(sends.count).toBe(1)
    expect(emails[0].request).toEqual(expectedRequest(bikeName, name, notes, locale))
    const html = await outboxHtml(request, emails[0].id)
    expect(html).toContain(name)
    expect(html).not.toContain('<b>12</b>')
    // The shop's e-mail is English whatever the visitor's language.
    expect(html).toContain('New booking request')

    // The confirmation: to the address typed, in the visitor's language, with the same reference.
    const reference = emails[0].request.template_params.booking_reference
    const [confirmation] = await outboxConfirmations(request)
    expect(confirmation).toMatchObject({ to: 'ann@example.com', subject: expect.stringContaining(reference) })
    const reply = await outboxHtml(request, confirmation.id)
    expect(reply).toContain(`<html lang="${htmlLang[locale]}">`)
    expect(reply).toContain(formatText(locale, 'booking.handoff.reference', { reference }))
    expect(reply).toContain(formatText(locale, 'booking.reply.greeting', { name }))
    expect(reply).toContain(formatText(locale, 'booking.reply.nextSteps', { minutes: settings.responseMinutes }))
    expect(reply).not.toContain(notes) // the notes are the shop's to read
  })
}

test('no e-mail address typed: the shop gets its e-mail and no confirmation goes out', async ({ page, request }) => {
  await openIn(page, 'th')
  await page.getByRole('button', { name: formatText('th', 'bike.bookLabel', { name: bikeName }) }).click()
  const form = bookingForm(page, 'th')
  await form.fill('สมชาย ใจดี', 'ไม่มีอีเมล')
  await form.field('booking.email').fill('')
  await form.submit.click()
  await expect(toasts(page).getByText(messages.th['booking.success'], { exact: true })).toBeVisible()
  const emails = await outboxEmails(request)
  expect(emails).toHaveLength(1)
  expect(emails[0].request.template_params).toMatchObject({ customer_email: 'Not specified', reply_to: '', reply_subject: '' })
  expect(await outboxConfirmations(request)).toEqual([])
})

// The shop that closes the relay (docs/booking-and-security.md) turns the Auto-Reply off, or links
// the fixed receipt: the site sends the same request and must work the same.
test.describe("the shop's Auto-Reply off, or the fixed receipt", () => {
  test.afterEach(async ({ request }) => setAutoReply(request, 'full'))

  test('off: a booking with an address succeeds, the shop gets it, and nothing goes to the address', async ({ page, request }) => {
    await setAutoReply(request, 'off')
    const sends = countSends(page)
    await openIn(page, 'zh')
    await page.getByRole('button', { name: formatText('zh', 'bike.bookLabel', { name: bikeName }) }).click()
    const form = bookingForm(page, 'zh')
    await form.fill('王小明', '请送到酒店')
    await form.submit.click()
    await expect(page.getByText(formatText('zh', 'booking.successDescription', { minutes: settings.responseMinutes }), { exact: true })).toBeVisible()
    await expect(form.field('booking.name')).toHaveValue('')
    const emails = await outboxEmails(request)
    expect(emails).toHaveLength(1)
    expect(emails[0].request.template_params).toMatchObject({ customer_name: '王小明', reply_to: 'ann@example.com' })
    expect(sends.count).toBe(1)
    expect(await outboxConfirmations(request)).toEqual([])
  })

  test('fixed: the address gets the receipt in every language, none of the words the page sent', async ({ page, request }) => {
    await setAutoReply(request, 'fixed')
    await openIn(page, 'th')
    await page.getByRole('button', { name: formatText('th', 'bike.bookLabel', { name: bikeName }) }).click()
    const form = bookingForm(page, 'th')
    await form.fill('สมชาย ใจดี', 'ส่งที่โรงแรม')
    await form.submit.click()
    await expect(toasts(page).getByText(messages.th['booking.success'], { exact: true })).toBeVisible()
    const [confirmation] = await outboxConfirmations(request)
    expect(confirmation).toMatchObject({ to: 'ann@example.com', subject: 'Booking request received · 已收到预订申请 · ได้รับคำขอจองแล้ว · Заявка получена' })
    const reply = await outboxHtml(request, confirmation.id)
    expect(reply).toContain('เราได้รับคำขอจองของคุณแล้ว')
    expect(reply).not.toContain('สมชาย')
    expect(reply).not.toContain((await outboxEmails(request))[0].request.template_params.booking_reference)
  })
})

test('a missing required field shows the error toast and sends nothing', async ({ page, request }) => {
  const sends = countSends(page)
  await openIn(page, 'en')
  await page.getByRole('button', { name: 'Book Now' }).click()
  const form = bookingForm(page, 'en')
  await form.field('booking.name').fill('Ann Smith')
  await form.field('booking.phone').fill('+66 81 000 0000')
  await form.submit.click()

  await expect(page.getByText('Name, phone number, and bike selection are required')).toBeVisible()
  await expect(page.getByText(messages.en['booking.error'])).toBeVisible()
  await expect(form.field('booking.name')).toHaveValue('Ann Smith')
  expect(sends.count).toBe(0)
  expect(await outboxEmails(request)).toEqual([])
})
