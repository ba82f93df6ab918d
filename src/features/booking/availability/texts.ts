// The visitor's words for what the rental book and the booking rules say: the chosen bike booked,
// a pickup too soon, a closed day (with the owner's own sentence), a rental too short. The same
// sentences show under the dates and in the toast of a send they stop.
import { findBike, localize } from '../../../content'
import { formatDate, formatSlotTime } from '../dates'
import { nextSentence } from '../../../i18n/nextSentence'
import type { VisitorLanguage } from '../visitorSummary'
import type { ClosedDays } from '../../../content/availability'
import type { BookingProblem } from '../../../../rules/availability/check'
import type { Availability } from './useAvailability'

type Language = Pick<VisitorLanguage, 't' | 'locale'>

export function problemText(problem: BookingProblem<ClosedDays>, { t, locale }: Language): string {
  const date = (day: string) => formatDate(day, locale)
  switch (problem.kind) {
    case 'tooSoon': {
      const at = { date: date(problem.earliest.date), time: formatSlotTime(problem.earliest.time, locale) }
      return problem.noticeHours > 0 ? t('booking.availability.tooSoon', { hours: problem.noticeHours, ...at }) : t('booking.availability.passed', at)
    }
    case 'closed':
      return nextSentence(t('booking.availability.closed', { date: date(problem.day) }), localize(problem.closure.note, locale), locale)
    case 'returnClosed':
      return nextSentence(t('booking.availability.returnClosed', { date: date(problem.day) }), localize(problem.closure.note, locale), locale)
    case 'tooShort':
      return t('booking.availability.tooShort', { days: problem.minDays })
    case 'reversed':
      return t('booking.availability.returnBeforePickup')
  }
}

export function chosenBookedText(bikeId: string, until: string, { t, locale }: Language): string {
  return t('booking.availability.chosenBooked', { bike: findBike(bikeId)?.name ?? bikeId, date: formatDate(until, locale) })
}

/** Said only when one unit of several is free on every one of the visitor's days. */
export const lastOneText = (bikeId: string, { t }: Language): string => t('booking.availability.lastOne', { bike: findBike(bikeId)?.name ?? bikeId })

/** Why a send must wait, in the visitor's words; null when the shop can take the request. */
export function refusalText(bikeId: string, availability: Availability, language: Language): string | null {
  const reasons = [
    ...(availability.chosenUntil ? [chosenBookedText(bikeId, availability.chosenUntil, language)] : []),
    ...availability.problems.map((problem) => problemText(problem, language)),
  ]
  return reasons.length ? reasons.join('\n') : null
}
