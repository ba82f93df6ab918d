// The abuse and double-send guards in the modal: honeypot, minimum fill time, success-only throttle,
// length limits, another tab sending, a booking already delivered, Enter twice, and the draft.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders } from '../../../tests/render'
import { setupEmailJsMock } from '../../../tests/msw/emailjs'
import BookingDialog from './BookingDialog'
import { DRAFT_KEY, encodeDraft } from './draft'
import { initialValues } from './model'
import { bookingToaster } from './toaster'
import { dialog, input, pastMinimumFillTime, stubEmailEnv, type } from './testing'
import { sendKey } from './send'
import { allowListed, buildTemplateParams } from './templateParams'

const emailjs = setupEmailJsMock()
beforeEach(() => {
  stubEmailEnv()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  bookingToaster.remove()
})

const open = () => renderWithProviders(<BookingDialog open bikeId="honda-pcx" onClose={() => {}} />)
const sendButton = () => within(dialog()).getByRole('button', { name: /Send Booking Request|Sending/ })
async function fillRequired(user: Awaited<ReturnType<typeof open>>['user']) {
  await type(user, 'Full Name', 'Ann Smith')
  await type(user, 'Phone Number', '+66 81 234 5678')
}

describe('abuse guards', () => {
  it('a filled honeypot (a bot, or autofill for a real visitor) still sends the booking, marked doubtful', async () => {
    const { user } = await open()
    await fillRequired(user)
    const trap = dialog().querySelector<HTMLInputElement>('input[name=pmr_leave_empty]')!
    expect(trap.closest('[aria-hidden=true]')).not.toBeNull()
    expect(trap.tabIndex).toBe(-1)
    // Nothing an autofill or password manager matches: no name, id, label or autocomplete hint of a real field.
    expect(`${trap.name} ${trap.id} ${trap.closest('label')!.textContent}`).not.toMatch(/web|url|site|mail|name|phone|tel|address|company/i)
    trap.value = 'http://spam.example'
    await pastMinimumFillTime()
    await user.click(sendButton())
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
    expect(emailjs.requests[0].template_params.customer_name).toBe('Ann Smith')
    expect(emailjs.requests[0].template_params.booking_check).toMatch(/^Doubtful/)
  })

  it('sending within a second of opening asks to press again, keeps everything, then sends', async () => {
    // The clock stands still (timers stay real), so a slow test machine cannot outgrow the second.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    const { user } = await open()
    await fillRequired(user)
    vi.setSystemTime(Date.now() + 900)
    await user.click(sendButton())
    expect(await screen.findByText('Please check your details and press Send again.')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)
    expect(input('Full Name').value).toBe('Ann Smith')
    vi.setSystemTime(Date.now() + 100)
    await user.click(sendButton())
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
  })

  it('after a success the next booking waits out the throttle; a failure never starts it', async () => {
    emailjs.answer(500, 'Internal Server Error')
    const { user } = await open()
    await fillRequired(user)
    await pastMinimumFillTime()
    await user.click(sendButton())
    expect(await screen.findByText(/error 500/)).toBeInTheDocument()
    emailjs.recover()
    await user.click(sendButton()) // at once: a failure does not count
    expect(await within(dialog()).findByRole('heading', { name: 'Booking Request Sent!' })).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: 'Book another bike' }))

    await fillRequired(user)
    await user.click(sendButton())
    expect(await screen.findByText(/Your booking was just sent\. To send another one, please wait \d+ seconds\./)).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(2)
    expect(input('Full Name').value).toBe('Ann Smith')
  })

  it('refuses an over-long name or notes with a message at the field, sends once fixed', async () => {
    const { user } = await open()
    await fillRequired(user)
    await type(user, 'Full Name', 'N'.repeat(101))
    await type(user, 'Additional Notes (optional)', 'ก'.repeat(2001))
    await pastMinimumFillTime()
    await user.click(sendButton())
    const nameError = 'Full Name is too long: please keep it to 100 characters (now 101).'
    expect(await within(dialog()).findByText(nameError)).toBeInTheDocument()
    // The field's name, not its label with '(optional)', and the numbers as the page writes them.
    expect(within(dialog()).getByText('Notes is too long: please keep it to 2,000 characters (now 2,001).')).toBeInTheDocument()
    expect(input('Full Name')).toHaveAttribute('aria-invalid', 'true')
    expect(emailjs.requests).toHaveLength(0)

    await type(user, 'Full Name', 'Ann Smith')
    expect(within(dialog()).queryByText(nameError)).not.toBeInTheDocument()
    await type(user, 'Additional Notes (optional)', 'Room 12')
    await user.click(sendButton())
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
  })
})

describe('one e-mail per booking', () => {
  it('Enter twice sends once', async () => {
    const release = emailjs.hold()
    const { user } = await open()
    await fillRequired(user)
    await pastMinimumFillTime()
    await user.click(input('Phone Number'))
    await user.keyboard('{Enter}{Enter}')
    await waitFor(() => expect(sendButton()).toBeDisabled())
    await user.keyboard('{Enter}')
    release()
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(1)
  })

  it('waits while another tab is sending, values kept', async () => {
    localStorage.setItem('pmr-booking-send-lock', JSON.stringify({ tab: 'other-tab', reference: 'PMR-0101-AAAA', until: Date.now() + 60_000 }))
    const { user } = await open()
    await fillRequired(user)
    await pastMinimumFillTime()
    await user.click(sendButton())
    expect(await screen.findByText('This booking is already being sent from another tab. Please wait a few seconds.')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)
    expect(input('Full Name').value).toBe('Ann Smith')
  })

  it('a duplicated tab with a booking already delivered shows success without sending it again', async () => {
    const values = { ...initialValues('honda-pcx'), name: 'Ann Smith', phone: '+66 81' }
    sessionStorage.setItem(DRAFT_KEY, encodeDraft({ values, reference: 'PMR-0101-BBBB' }, Date.now()))
    // What the first tab remembers: this booking's send (its reference and content, the page's language in its code) was delivered.
    const delivered = sendKey(allowListed(buildTemplateParams(values, { reference: 'PMR-0101-BBBB', language: 'en' })))
    localStorage.setItem('pmr-booking-delivered', JSON.stringify({ [delivered]: Date.now() - 60_000 }))
    const { user } = await open()
    expect(input('Full Name').value).toBe('Ann Smith')
    await pastMinimumFillTime()
    await user.click(sendButton())
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(emailjs.requests).toHaveLength(0)
  })
})

describe('the draft', () => {
  it('survives closing (unmount) and is restored; a success clears it and sends the same reference', async () => {
    const first = await open()
    await type(first.user, 'Full Name', 'สมชาย')
    await type(first.user, 'Additional Notes (optional)', '请送到酒店 🏍️')
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('สมชาย'))
    const reference = JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).reference as string
    first.unmount()

    const { user } = await open()
    expect(input('Full Name').value).toBe('สมชาย')
    expect(input('Additional Notes (optional)').value).toBe('请送到酒店 🏍️')
    await type(user, 'Phone Number', '081')
    await pastMinimumFillTime()
    await user.click(sendButton())
    expect(await screen.findByText('Booking Request Sent!')).toBeInTheDocument()
    expect(screen.getAllByText(`Booking reference: ${reference}`).length).toBeGreaterThan(0)
    expect(emailjs.requests[0].template_params.booking_reference).toBe(reference)
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull())
  })
})
