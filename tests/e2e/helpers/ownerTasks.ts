// The owner guide's tasks as tests/e2e/local-studio-edits.spec.ts types them in the local Studio,
// and what each must leave in the documents: built on the seed's own words in every language, so
// the typed text is each language's own script and reads as the shop would write it. The replay of
// the recorded Studio traffic (tools/fake-sanity-api/replay.test.ts) expects the same.
import { defaultLocale, perLocale, type Locale } from '../../../src/i18n/locales'
import { formatText } from './content'

type Localized = Record<Locale, string>
type Seed = Array<Record<string, unknown> & { _id: string }>

export function ownerTasks(seed: Seed) {
  const byId = (id: string) => seed.find((doc) => doc._id === id) as Record<string, unknown>
  const hero = byId('message.hero.title') as Localized
  const songkran = byId('season.songkran-2027') as { name: Localized; percent: number }
  const settings = byId('siteSettings') as { extras: Array<{ id: string; name: Localized }>; cancellationPolicy: { text: Localized } }
  const helmet = settings.extras.find((extra) => extra.id === 'full-face-helmet')!
  const rental = byId('rental.example-pcx') as { note: string; from: string }
  /** "3 days" becomes "7 days" in the language's own grammar (Russian: "3 дня", "7 дней"); else the digit. */
  const sevenDays = (locale: Locale, text: string) => {
    const [three, seven] = [3, 7].map((days) => formatText(locale, 'booking.estimate.days', { days }))
    return text.includes(three) ? { find: three, type: seven } : { find: '3', type: '7' }
  }
  const heroTyped = ', at Your Own Pace'
  const noteTyped = ', deposit 3000 baht taken'
  return {
    /** A website text: the English hero title, typed on at its end. */
    heroTitle: { typed: heroTyped, after: perLocale((locale) => (locale === defaultLocale ? `${hero[locale]}${heroTyped}` : hero[locale])) },
    /** Next year's Songkran, as the guide says to add next year's seasons. */
    season: { name: perLocale((locale) => `${songkran.name[locale]} 2028`), from: '2028-04-10', to: '2028-04-16', percent: songkran.percent },
    units: ['MT-07 blue กข 1234', 'MT-07 black กค 5678'],
    extra: { id: `${helmet.id}-xl`, name: perLocale((locale) => `${helmet.name[locale]} XL`), price: 60, unit: 'rental' },
    prepayment: { kind: 'percent', percent: 20 },
    /** The free-cancellation days from 3 to 7, and the policy text's days with them. */
    cancellation: {
      freeUntilDays: 7,
      edit: perLocale((locale) => sevenDays(locale, settings.cancellationPolicy.text[locale])),
      text: perLocale((locale) => {
        const { find, type } = sevenDays(locale, settings.cancellationPolicy.text[locale])
        return settings.cancellationPolicy.text[locale].replace(find, type)
      }),
    },
    rental: { id: 'rental.example-pcx', noteTyped, note: `${rental.note}${noteTyped}`, from: rental.from, to: '2030-12-24' },
  }
}
