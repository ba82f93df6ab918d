// The booking's fault matrix as component tests, in en, zh and th, with the real @emailjs/browser
// against MSW: every HTTP answer, an aborted connection, a timeout, offline, and the SDK's own string
// rejection. Each: the localized line, values and draft kept, a retry that succeeds, one e-mail.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import type { MessageKey } from '../../content'
import { loadMessageTexts } from '../../content/messageTexts'
import { defaultLocale, locales } from '../../i18n/locales'
import BookingDialog from './BookingDialog'
import { DRAFT_KEY } from './draft'
import { KEPT_REQUESTS_KEY } from '../../shared/keptRequests'
import { bookingToaster } from './toaster'
import { dialog, pastMinimumFillTime, stubEmailEnv } from './testing'
import { DEFAULT_SEND_TIMEOUT_MS } from './send'

// The SDK as shipped, except that one case makes send() reject the way its own checks do: a string.
const sdk = vi.hoisted(() => ({ rejectWithSdkString: false }))
vi.mock('@emailjs/browser', async (importOriginal) => {
  const real = await importOriginal<typeof import('@emailjs/browser')>()
  const send: typeof real.send = async (...args) => {
    if (!sdk.rejectWithSdkString) return real.send(...args)
    // The SDK's real message for a missing service id, produced by the SDK itself.
    return real.send('', args[1], args[2], args[3])
  }
  return { ...real, send }
})

const emailjs = setupEmailJsMock()
let online = true

type Case = { name: string; key: MessageKey; values?: Record<string, number>; arrange: () => () => void }
const status = (code: number, key: MessageKey, text: string): Case => ({
  name: `HTTP ${code}`, key, values: code === 429 ? undefined : { status: code }, arrange: () => (emailjs.answer(code, text), emailjs.recover),
})
const cases: Case[] = [
  status(400, 'booking.errorRejected', 'The service ID is invalid'),
  status(403, 'booking.errorRejected', 'Forbidden'),
  status(429, 'booking.errorRateLimited', 'Too Many Requests'),
  status(451, 'booking.errorRejected', 'Unavailable For Legal Reasons'),
  status(500, 'booking.errorServer', 'Internal Server Error'),
  status(503, 'booking.errorServer', 'Service Unavailable'),
  { name: 'connection aborted', key: 'booking.errorNetwork', arrange: () => (emailjs.networkError(), emailjs.recover) },
  { name: 'offline', key: 'booking.errorOffline', arrange: () => ((online = false), () => void (online = true)) },
  { name: 'SDK string rejection', key: 'booking.errorConfig', arrange: () => ((sdk.rejectWithSdkString = true), () => void (sdk.rejectWithSdkString = false)) },
]

const rows: string[] = []
beforeEach(() => {
  stubEmailEnv()
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  bookingToaster.remove()
  online = true
  sdk.rejectWithSdkString = false
})
afterAll(() => console.log(['Booking fault matrix (component tests, real SDK + MSW):', 'fault | locale | e-mails | message', ...rows].join('\n')))

describe.each(locales)('the fault matrix in %s', (locale) => {
  it.each(cases)('$name: localized message, values and draft kept, a retry sends one e-mail', async ({ name, key, values, arrange }) => {
    const m = await loadMessageTexts(locale)
    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />, { locale })
    const modal = within(dialog())
    const field = (label: MessageKey) => modal.getByRole('textbox', { name: m[label] }) as HTMLInputElement
    for (const [label, text] of [['booking.name', 'สมชาย 王'], ['booking.phone', '+66 81 234 5678'], ['booking.notes', `{{message}} <b>${name}</b>`]] as const) {
      await user.click(field(label))
      await user.paste(text)
    }
    await pastMinimumFillTime()
    const heal = arrange()
    await user.click(modal.getByRole('button', { name: m['booking.submit'] }))

    const expected = m[key].replace(/\{(\w+)\}/g, (_all, v: string) => String(values?.[v] ?? ''))
    expect(await screen.findByText(expected)).toBeInTheDocument()
    expect(screen.getByText(m['booking.errorSend'])).toBeInTheDocument()
    await waitFor(() => expect(modal.getByRole('button', { name: m['booking.submit'] })).toBeEnabled())
    expect(field('booking.name').value).toBe('สมชาย 王')
    expect(field('booking.notes').value).toBe(`{{message}} <b>${name}</b>`)
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('สมชาย 王')
    expect(localStorage.getItem(KEPT_REQUESTS_KEY), 'a request that was not sent is kept on the device').toBeNull()

    heal()
    const before = emailjs.requests.length
    await user.click(modal.getByRole('button', { name: m['booking.submit'] }))
    // The answer's toast and the dialog's title both say it: the title is the one that stays.
    expect(await within(dialog()).findByRole('heading', { name: m['booking.success'] })).toBeInTheDocument()
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    const answeredOk = emailjs.requests.length - before
    expect(answeredOk).toBe(1)
    expect(emailjs.requests.at(-1)?.template_params.customer_name).toBe('สมชาย 王')
    // The retry's success keeps the request, once, under the reference the shop got; never who sent it.
    const kept = localStorage.getItem(KEPT_REQUESTS_KEY) ?? ''
    expect((JSON.parse(kept) as { requests: { reference: string }[] }).requests.map((request) => request.reference)).toEqual([emailjs.requests.at(-1)?.template_params.booking_reference])
    expect(kept).not.toContain('สมชาย')
    rows.push(`${name} | ${locale} | ${answeredOk} | ${expected}`)
  })
})

// The default language and the newest one (the first and the last of the list).
describe.each([defaultLocale, locales[locales.length - 1]])('a slow answer in %s', (locale) => {
  it.each([
    ['succeeds late: still sending, then the normal success; one e-mail', 200, 'OK', 'booking.success'],
    ['fails late: still sending, then the normal failure; the values kept', 500, 'Internal Server Error', 'booking.errorSend'],
  ] as const)('%s', async (_name, code, text, outcomeKey) => {
    const m = await loadMessageTexts(locale)
    const { user } = await renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />, { locale })
    const modal = within(dialog())
    const name = modal.getByRole('textbox', { name: m['booking.name'] }) as HTMLInputElement
    await user.click(name)
    await user.paste('Ann Smith')
    await user.click(modal.getByRole('textbox', { name: m['booking.phone'] }))
    await user.paste('+66 81 234 5678')
    await pastMinimumFillTime()
    // The time this is about (the production wait, 15 s) is the clock's, moved by the test: timers
    // and Date run on by themselves too, so everything else in the form behaves as in real time.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now: Date.now(), shouldAdvanceTime: true })
    const release = emailjs.hold(code, text)
    await user.click(modal.getByRole('button', { name: m['booking.submit'] }))
    await waitFor(() => expect(emailjs.requests, 'the visitor pressed Send and no booking went out').toHaveLength(1))
    expect(screen.queryByText(m['booking.stillSending']), `"${m['booking.stillSending']}" shows before the answer is late`).toBeNull()

    await vi.advanceTimersByTimeAsync(DEFAULT_SEND_TIMEOUT_MS)
    expect(await screen.findByText(m['booking.stillSending'])).toBeInTheDocument()
    expect(screen.queryByText(m['booking.errorSend']), 'a late answer is shown as a failure before it came').toBeNull()
    expect(modal.getByRole('button', { name: m['booking.sending'] })).toBeDisabled()
    expect(localStorage.getItem(KEPT_REQUESTS_KEY), 'a request still on its way is kept on the device').toBeNull()
    release()
    if (code === 200) expect(await within(dialog()).findByRole('heading', { name: m['booking.success'] })).toBeInTheDocument()
    else expect(await screen.findByText(m[outcomeKey])).toBeInTheDocument()
    // The toast's exit takes its animation and the toaster's remove delay: wait for it to leave.
    await waitFor(() => expect(screen.queryByText(m['booking.stillSending']), `"${m['booking.stillSending']}" stays on screen after the answer came`).toBeNull())
    expect(emailjs.requests).toHaveLength(1)
    if (code !== 200) expect(name.value).toBe('Ann Smith')
    // A late success is a success: kept. A late failure keeps nothing.
    if (code === 200) expect(localStorage.getItem(KEPT_REQUESTS_KEY)).toContain(String(emailjs.requests[0].template_params.booking_reference))
    else expect(localStorage.getItem(KEPT_REQUESTS_KEY)).toBeNull()
  })
})
