// The spec's exact English texts (docs/spec.md §1, §2, §5, §6): where the spec quotes a text, the
// English page renders exactly those words, with the content's own values (30 minutes, the opening
// hours) filled in. A reworded message, or a formatter that writes the hours its own way, fails here.
import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { CRASH_TITLE } from '../app/routes/RouteErrorBoundary'
import { formatTimeRange } from '../i18n/timeRange'
import { loadLanguage, settings, type MessageKey } from '.'
import { bookingFormMessages } from './bookingMessages'
import { visitMessages } from './visit'

const hours = formatTimeRange(settings.opensAt, settings.closesAt, 'en')
const minutes = settings.responseMinutes

const exact: Array<[MessageKey, Record<string, string | number>, string]> = [
  ['notFound.title', {}, 'Oops! Page not found'],
  ['notFound.home', {}, 'Return to Home'],
  ['hero.bookNow', {}, 'Book Now'],
  ['gallery.viewAll', {}, 'View All Bikes →'],
  ['gallery.morePrompt', {}, 'Want to see more bike models?'],
  ['gallery.showLess', {}, '← Show Less'],
  ['bike.book', {}, 'Book'],
  ['bike.popular', {}, 'Popular'],
  ['services.title', {}, 'Special Services'],
  ['services.insurance', {}, 'Comprehensive insurance'],
  ['services.fuel', {}, 'Full tank included'],
  ['contact.hours.title', {}, 'Service Hours'],
  ['contact.hours.daily', { hours }, 'Daily 08:00 - 20:00'],
  ['booking.subtitle', { minutes }, "Fill the form and we'll contact you within 30 minutes"],
  ['booking.contactDirect', {}, 'Or contact us directly'],
  ['booking.openDaily', { hours }, 'Open daily 08:00 - 20:00'],
  ['booking.sending', {}, 'Sending...'],
  ['booking.errorRequired', {}, 'Name, phone number, and bike selection are required'],
  ['booking.errorSend', {}, 'Unable to send booking request. Please try again'],
  ['booking.successDescription', { minutes }, 'We will contact you within 30 minutes'],
]

describe("the spec's exact English texts", () => {
  it.each(exact)('%s reads exactly as the spec writes it', async (key, values, expected) => {
    const messages = { ...(await loadLanguage('en')).messages, ...bookingFormMessages.en, ...visitMessages.en }
    const intl = createIntl({ locale: 'en', messages, onError: (error) => { throw error } })
    expect(intl.formatMessage({ id: key }, values)).toBe(expected)
  })

  it('the crash screen', () => {
    expect(CRASH_TITLE).toBe('Unexpected Application Error!')
  })

  it('the content holds the hours and the answer time the spec gives', () => {
    expect([settings.opensAt, settings.closesAt, settings.responseMinutes]).toEqual(['08:00', '20:00', 30])
  })
})
