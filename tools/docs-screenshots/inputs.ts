// What each picture in docs/images/ is made from: the files and folders whose change can change it.
// docs:screenshots records their fingerprints in docs/images/pictures.json; `npm run check:docs`
// names the pictures whose inputs have changed since (quality/checks/pictures.ts). A folder counts
// every file under it. A picture drawn by hand has no inputs and never goes stale.

/** The built site: its source, its content snapshot (src/generated/), its rules and its page. */
const SITE = ['src/', 'rules/', 'index.html', 'public/']
/** The built Studio (its schema, desk, components, the rules and languages it shares with the
 * site), the seed it is shown with, and the stand-in that answers its Sanity API from the seed. */
const STUDIO = [
  'studio/schemaTypes/', 'studio/components/', 'studio/structure.ts', 'studio/sanity.config.ts', 'studio/presentation.ts',
  'studio/languages.ts', 'studio/translationGaps.ts', 'rules/', 'src/i18n/locales.ts', 'studio/seed/',
  'tests/e2e/helpers/sanity-api-route.ts',
]
const MAIN = 'tools/docs-screenshots.ts'
const RENTAL_BOOK = [...new Set([...SITE, ...STUDIO, 'tools/outbox/', 'tools/docs-screenshots/rental-book.ts'])]

export const PICTURE_INPUTS: Record<string, readonly string[]> = {
  'home-phone.png': [...SITE, MAIN],
  'booking-form-phone.png': [...SITE, MAIN],
  'booking-estimate-phone.png': [...SITE, MAIN],
  'booking-extras-phone.png': [...SITE, 'tools/docs-screenshots/extras.ts'],
  'prepay-phone.png': [...SITE, 'tools/docs-screenshots/prepayment.ts'],
  'studio-bikes.png': [...STUDIO, MAIN],
  'studio-prices.png': [...STUDIO, MAIN],
  'studio-text.png': [...STUDIO, MAIN],
  'studio-settings.png': [...STUDIO, MAIN],
  'emailjs-settings.png': ['tools/outbox/', 'tools/emailjsSettingsShot.ts'],
  'booking-booked-phone.png': RENTAL_BOOK,
  'email-rental-link.png': RENTAL_BOOK,
  'studio-rental-filled.png': RENTAL_BOOK,
  'studio-fleet.png': RENTAL_BOOK,
  'studio-fleet-phone.png': RENTAL_BOOK,
  'emailjs-relay.svg': [],
}
