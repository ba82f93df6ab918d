// The device time zones the date rules are run under: two a day apart, across the date line, and
// Phuket's own. A file that sets process.env.TZ puts it back after its tests.
import { afterAll } from 'vitest'

export const ZONES = [
  { zone: 'Asia/Bangkok', offsetHours: 7 },
  { zone: 'America/Los_Angeles', offsetHours: -8 },
  { zone: 'Pacific/Kiritimati', offsetHours: 14 },
  { zone: 'Pacific/Pago_Pago', offsetHours: -11 },
]

/** Call once at the top of a test file that moves the device's zone. */
export function restoreDeviceZoneAfterAll(): void {
  const original = process.env.TZ
  afterAll(() => {
    process.env.TZ = original
  })
}
