// Whether the shop is open now, in the shop's time: Asia/Bangkok is UTC+7 all year (Thailand has
// kept no daylight saving time since 1920), so a fixed offset reads it exactly on every device,
// wherever the visitor's own clock is set. Hours are one span a day (the Studio refuses a closing
// time before the opening time).

const BANGKOK_OFFSET_MINUTES = 7 * 60
const MINUTES_PER_DAY = 24 * 60

export type OpenStatus =
  | { state: 'open'; closes: string }
  | { state: 'opensToday' | 'opensTomorrow'; opens: string }

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/** Minutes since midnight in Phuket at `now` (ms since the epoch). */
export function phuketMinutes(now: number): number {
  const minutes = Math.floor(now / 60_000) + BANGKOK_OFFSET_MINUTES
  return ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY
}

export function openStatus(now: number, opensAt: string, closesAt: string): OpenStatus {
  const minute = phuketMinutes(now)
  if (minute < minutesOf(opensAt)) return { state: 'opensToday', opens: opensAt }
  if (minute < minutesOf(closesAt)) return { state: 'open', closes: closesAt }
  return { state: 'opensTomorrow', opens: opensAt }
}

/** Milliseconds from `now` until the status next changes (at opening, closing or midnight). */
export function msUntilChange(now: number, opensAt: string, closesAt: string): number {
  const minute = phuketMinutes(now)
  const next = [minutesOf(opensAt), minutesOf(closesAt), MINUTES_PER_DAY].find((edge) => edge > minute) ?? MINUTES_PER_DAY
  const msIntoMinute = now % 60_000
  return (next - minute) * 60_000 - msIntoMinute
}
