// Calendar dates of a rental ('YYYY-MM-DD', what <input type="date"> gives): Phuket dates, compared
// as text and stepped with plain UTC arithmetic, so no time zone of the visitor's device can move a
// day. How a date is shown is the booking form's (src/features/booking/dates.ts).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
export const DAY_MS = 24 * 60 * 60 * 1000

/** UTC midnight of an ISO date, or null for anything that is not a real calendar day. */
export function toUtc(iso: string): number | null {
  const match = ISO_DATE.exec(iso)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const time = Date.UTC(year, month - 1, day)
  // Date.UTC rolls 2026-02-30 over to March: a rolled date is not the date that was typed.
  return new Date(time).getUTCDate() === day ? time : null
}

export function isIsoDate(value: string): boolean {
  return toUtc(value) !== null
}

/** The date `days` after `iso` (DST-proof: plain UTC arithmetic), or null for an invalid date. */
export function addDays(iso: string, days: number): string | null {
  const time = toUtc(iso)
  return time === null ? null : new Date(time + days * DAY_MS).toISOString().slice(0, 10)
}

/**
 * The same date `months` later: 1 January + 1 month is 1 February. From a day the later month does
 * not have (the 29th to the 31st), its last day: 31 January + 1 month is 28 February (29 in a leap
 * year), 31 January + 2 months is 31 March (counted from the start, never month by month).
 */
export function addMonths(iso: string, months: number): string | null {
  const time = toUtc(iso)
  if (time === null) return null
  const start = new Date(time)
  const month = start.getUTCMonth() + months
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(start.getUTCFullYear(), month, Math.min(start.getUTCDate(), lastDay))).toISOString().slice(0, 10)
}

/** Whole calendar days from `start` to `end` (negative when `end` is earlier), or null. */
export function daysBetween(start: string, end: string): number | null {
  const from = toUtc(start)
  const to = toUtc(end)
  return from === null || to === null ? null : Math.round((to - from) / DAY_MS)
}
