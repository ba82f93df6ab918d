// Shared steps of the booking component tests: the env the send reads, and filling the form by label.
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { vi } from 'vitest'
import { MIN_FILL_MS } from './abuse'

export const TEST_IDS = { publicKey: 'test-public-key', serviceId: 'service_test', templateId: 'template_test' }

export function stubEmailEnv(overrides: Record<string, string> = {}) {
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', TEST_IDS.publicKey)
  vi.stubEnv('VITE_EMAILJS_SERVICE_ID', TEST_IDS.serviceId)
  vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', TEST_IDS.templateId)
  vi.stubEnv('VITE_EMAILJS_ORIGIN', '') // a developer's .env must not point the tests at an outbox
  for (const [name, value] of Object.entries(overrides)) vi.stubEnv(name, value)
}

export function dialog() {
  return screen.getByRole('dialog')
}

/** Chooses `option` in the select labelled `label`, as a visitor picks it from the native list. */
export async function choose(user: UserEvent, label: string, option: string | RegExp) {
  const select = within(dialog()).getByRole('combobox', { name: label })
  await user.selectOptions(select, within(select).getByRole('option', { name: option }))
}

/** The input or textarea labelled `label` (a required label ends in an aria-hidden '*'). */
export function input(label: string): HTMLInputElement {
  return within(dialog()).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`)) as HTMLInputElement
}

/** Pastes rather than types: typing key by key through Chakra in jsdom costs seconds per field. */
export async function type(user: UserEvent, label: string, text: string) {
  const field = input(label)
  await user.clear(field)
  await user.click(field)
  await user.paste(text)
}

/** Fills every field; the bike is left to the caller (preselected or chosen). */
export async function fillBooking(user: UserEvent) {
  await choose(user, 'Rental Period', '1 Week')
  await choose(user, 'Pickup Time', '9:00 AM')
  await type(user, 'Start Date', '2026-03-14')
  await type(user, 'Return Date', '2026-03-21')
  await type(user, 'Full Name', 'Ann Smith')
  await type(user, 'Phone Number', '+44 7700 900123')
  await type(user, 'Email (optional)', 'ann@example.com')
  await type(user, 'Additional Notes (optional)', 'Hotel Patong')
}

/**
 * Moves the wall clock past the minimum time from opening the form to sending (abuse.ts), as if the
 * visitor had taken that long to fill it in: Date jumps ahead and runs on, timers stay real. A test
 * that filled the form faster than a person would otherwise be asked to press send again, and a
 * real second's wait would make every booking test a second slower on every machine.
 * tests/setup.ts gives the next test real time back.
 */
export async function pastMinimumFillTime(): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + MIN_FILL_MS, shouldAdvanceTime: true })
}
