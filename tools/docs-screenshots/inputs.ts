// What each picture in docs/images/ is made from: the files and folders whose change can change it.
// docs:screenshots records their fingerprints in docs/images/pictures.json; `npm run check:docs`
// names the pictures whose inputs have changed since (quality/checks/pictures.ts). A folder counts
// every file under it. A picture drawn by hand has no inputs and never goes stale.

/** The built site: its source, its content snapshot (src/generated/), its rules and its page. */
const SITE = ['src/', 'rules/', 'index.html', 'public/']
/** The built Studio (its schema, desk, components, the rules and languages it shares with the
 * site), the seed it is shown with, the stand-in that answers its Sanity API from the seed, and
 * the open, quiet listeners that keep its forms editable. */
const STUDIO = [
  'studio/schemaTypes/', 'studio/components/', 'studio/structure.ts', 'studio/sanity.config.ts', 'studio/presentation.ts',
  'studio/languages.ts', 'studio/translationGaps.ts', 'rules/', 'src/i18n/locales.ts', 'studio/seed/',
  'tests/e2e/helpers/sanity-api-route.ts', 'tests/e2e/helpers/idle-listener.ts', 'tools/fake-sanity-api/quietListeners.ts',
]
const MAIN = 'tools/docs-screenshots.ts'
/** How a picture is framed and checked for anything cut off or covered. */
const FRAME = 'tools/docs-screenshots/frame.ts'
/** The visitor's first steps into the booking form. */
const VISITOR = 'tools/docs-screenshots/visitor.ts'
/** The site's send to the local outbox, and the EmailJS ids the site is built with for it. */
const EMAIL = 'tools/docs-screenshots/booking-email.ts'
const FORMS = [...STUDIO, MAIN, 'tools/docs-screenshots/studio-forms.ts', FRAME]
const RENTAL_BOOK = [...new Set([...SITE, ...STUDIO, 'tools/outbox/', 'tools/docs-screenshots/rental-book.ts', EMAIL, FRAME, VISITOR])]

export const PICTURE_INPUTS: Record<string, readonly string[]> = {
  'home-phone.png': [...SITE, MAIN],
  'booking-form-phone.png': [...SITE, MAIN],
  'booking-estimate-phone.png': [...SITE, MAIN],
  'booking-extras-phone.png': [...SITE, 'tools/docs-screenshots/extras.ts', FRAME, VISITOR],
  'prepay-phone.png': [...SITE, 'tools/docs-screenshots/prepayment.ts', EMAIL, VISITOR],
  'studio-bikes.png': FORMS,
  'studio-prices.png': FORMS,
  'studio-text.png': FORMS,
  'studio-settings.png': FORMS,
  'emailjs-settings.png': ['tools/outbox/', 'tools/emailjsSettingsShot.ts'],
  'booking-booked-phone.png': RENTAL_BOOK,
  'email-rental-link.png': RENTAL_BOOK,
  'studio-rental-filled.png': RENTAL_BOOK,
  'studio-fleet.png': RENTAL_BOOK,
  'studio-fleet-phone.png': RENTAL_BOOK,
  'studio-today-phone.png': [...STUDIO, 'tools/docs-screenshots/owner-day.ts'],
  'studio-message-phone.png': [...STUDIO, 'tools/docs-screenshots/owner-day.ts'],
  'studio-extension-phone.png': [...STUDIO, 'tools/docs-screenshots/owner-day.ts', FRAME],
  'emailjs-relay.svg': [],
}
