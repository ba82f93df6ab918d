// The static <head> tags for search engines and link previews: title and description, Open Graph
// and Twitter cards, canonical and hreflang (?lang= URLs, which the site reads on load), and JSON-LD
// describing the shop as an AutoRental with an Offer per bike. English in the HTML; the app swaps
// title, description, canonical and the card texts when the visitor changes language.
import { escapeHtml, jsonForScript, type SafeHtml } from '../html/safe.ts'
import { defaultLocale, htmlLang, knownLanguages, ogLocale } from '../../src/i18n/locales.ts'
import { googleMapsHref } from '../../src/features/contact/location/mapLinks.ts'
import { SEO_LOCALES, type SeoContent, type SeoLocale } from './content.ts'
import { imageUrlProblem, isSanityImageUrl, isSitePath } from '../../rules/content/urls.ts'

/** Vite escapes attribute values itself; element content is raw HTML there, so it must be SafeHtml. */
export type HeadTag = { tag: string; attrs?: Record<string, string>; children?: SafeHtml }

export const OG_LOCALE: Record<SeoLocale, string> = ogLocale
const HREFLANG: Record<SeoLocale, string> = htmlLang
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** {price}-style placeholders of the meta messages (plain arguments only). */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** The page's address in a language: x-default and English are the bare site, others ?lang=xx. */
export function localeUrl(siteUrl: string, locale: SeoLocale | 'x-default'): string {
  return locale === 'x-default' ? `${siteUrl}/` : `${siteUrl}/?lang=${locale}`
}

export function metaText(content: SeoContent, locale: SeoLocale) {
  const price = content.settings.startingPrice
  return {
    title: fill(content.messages[locale]['meta.title'], { price }),
    description: fill(content.messages[locale]['meta.description'], { price }),
  }
}

/**
 * An image's absolute address for link previews and JSON-LD: a path on the site, on the site's own
 * origin, or an image of Sanity's CDN. The sync refuses any other, with the same rule; this keeps a
 * snapshot that skipped the sync from sending LINE's or Facebook's preview to another site.
 */
export function absoluteImageUrl(siteUrl: string, url: string): string {
  if (isSanityImageUrl(url)) return url
  const site = new URL(`${siteUrl}/`)
  const resolved = isSitePath(url) ? new URL(url, site) : null
  if (!resolved || resolved.origin !== site.origin || resolved.pathname !== url) {
    throw new Error(`The build will not publish the image address ${JSON.stringify(url)}: it ${imageUrlProblem(url) ?? 'must stay on the site'}`)
  }
  return resolved.href
}

// No AggregateRating or Review here, though the page shows the shop's reviews: search engines ignore
// or penalise review markup a local business serves about itself (Google's review-snippet
// guidelines call these "self-serving"), so the reviews are shown, not marked up.
// UN/CEFACT unit codes, as schema.org's unitCode expects: day, week, month.
const UNITS = [
  { unitCode: 'DAY', unitText: 'per day', price: (bike: SeoContent['bikes'][number]) => bike.price },
  { unitCode: 'WEE', unitText: 'per week', price: (bike: SeoContent['bikes'][number]) => bike.weekPrice },
  { unitCode: 'MON', unitText: 'per month', price: (bike: SeoContent['bikes'][number]) => bike.monthPrice },
] as const

/** One UnitPriceSpecification per rate the owner set: always the day, the week and month where set. */
function unitPrices(bike: SeoContent['bikes'][number]) {
  return UNITS.flatMap(({ unitCode, unitText, price }) => {
    const amount = price(bike)
    return amount ? [{
      '@type': 'UnitPriceSpecification', price: amount, priceCurrency: 'THB', unitCode, unitText,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    }] : []
  })
}

export function jsonLd(content: SeoContent, siteUrl: string): Record<string, unknown> {
  const { settings, bikes, visit } = content
  const prices = bikes.map((bike) => bike.price)
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoRental',
    '@id': `${siteUrl}/#shop`,
    name: settings.shopName,
    url: `${siteUrl}/`,
    telephone: settings.phone,
    logo: absoluteImageUrl(siteUrl, settings.logo.url),
    image: [...(visit.shopPhoto ? [visit.shopPhoto.url] : []), ...bikes.slice(0, 3).map((bike) => bike.image.url)].map((url) => absoluteImageUrl(siteUrl, url)),
    priceRange: `฿${Math.min(...prices)}–฿${Math.max(...prices)} per day`,
    currenciesAccepted: 'THB',
    paymentAccepted: settings.paymentMethods.map((method) => (method === 'promptpay' ? 'PromptPay' : 'Cash')).join(', '),
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.streetAddress,
      addressLocality: settings.district,
      addressRegion: content.words[defaultLocale].addressLine.split(',')[0]?.trim() || 'Phuket',
      addressCountry: 'TH',
    },
    geo: { '@type': 'GeoCoordinates', latitude: visit.location.lat, longitude: visit.location.lng },
    hasMap: googleMapsHref(visit.location),
    openingHours: `Mo-Su ${settings.opensAt}-${settings.closesAt}`,
    openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: WEEK, opens: settings.opensAt, closes: settings.closesAt }],
    availableLanguage: SEO_LOCALES.map((locale) => knownLanguages[locale].englishName),
    makesOffer: bikes.map((bike) => ({
      '@type': 'Offer',
      name: `${bike.name} rental`,
      price: bike.price,
      priceCurrency: 'THB',
      availability: bike.available === false ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      priceSpecification: unitPrices(bike),
      itemOffered: { '@type': 'Product', name: bike.name, image: absoluteImageUrl(siteUrl, bike.image.url) },
    })),
  }
}

export function seoTags(content: SeoContent, siteUrl: string): HeadTag[] {
  const home = metaText(content, defaultLocale)
  const cover = content.bikes.find((bike) => bike.popular) ?? content.bikes[0]
  const meta = (key: 'name' | 'property', name: string, value: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content: value } })
  return [
    { tag: 'title', children: escapeHtml(home.title) },
    meta('name', 'description', home.description),
    { tag: 'link', attrs: { rel: 'canonical', href: localeUrl(siteUrl, 'x-default') } },
    ...SEO_LOCALES.map((locale): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: HREFLANG[locale], href: localeUrl(siteUrl, locale) } })),
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: localeUrl(siteUrl, 'x-default') } },
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', content.settings.shopName),
    meta('property', 'og:title', home.title),
    meta('property', 'og:description', home.description),
    meta('property', 'og:url', localeUrl(siteUrl, 'x-default')),
    meta('property', 'og:locale', OG_LOCALE[defaultLocale]),
    ...SEO_LOCALES.filter((locale) => locale !== defaultLocale).map((locale) => meta('property', 'og:locale:alternate', OG_LOCALE[locale])),
    meta('property', 'og:image', absoluteImageUrl(siteUrl, cover.image.url)),
    meta('property', 'og:image:width', String(cover.image.width)),
    meta('property', 'og:image:height', String(cover.image.height)),
    meta('property', 'og:image:alt', cover.image.alt ?? cover.name),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', home.title),
    meta('name', 'twitter:description', home.description),
    meta('name', 'twitter:image', absoluteImageUrl(siteUrl, cover.image.url)),
    { tag: 'script', attrs: { type: 'application/ld+json' }, children: jsonForScript(jsonLd(content, siteUrl)) },
  ]
}
