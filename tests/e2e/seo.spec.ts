// Search and share: the tags in the built HTML as a crawler downloads it (no script run),
// and the same tags following the visitor's language once the app runs.
import { expect, test, type Page } from './fixtures'
import { formatText, settings } from './helpers/content'
import { chooseLanguage } from './helpers/site'
import { scanBuild } from '../../site-build/published-urls/check'
import { E2E_DIST } from '../../playwright.config'

const site = settings.siteUrl.replace(/\/+$/, '')
import { htmlLang, locales, type Locale } from '../../src/i18n/locales'

/** The head's title or description as the site formats it, with the owner's starting price. */
const fill = (locale: Locale, key: 'meta.title' | 'meta.description') => formatText(locale, key, { price: settings.startingPrice })

function head(html: string) {
  const one = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1])
  return {
    titles: one(/<title>([^<]*)<\/title>/g),
    meta: (key: string) => one(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g')),
    link: (rel: string, hreflang?: string) =>
      one(new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`, 'g')),
    jsonLd: one(/<script type="application\/ld\+json">([^<]*)<\/script>/g).map((text) => JSON.parse(text)),
  }
}

test('the built HTML carries title, description, canonical, hreflang, Open Graph, Twitter and JSON-LD', async ({ request }) => {
  const response = await request.get('/')
  expect(response.ok()).toBe(true)
  const h = head(await response.text())
  const title = fill('en', 'meta.title')
  const description = fill('en', 'meta.description')

  expect(h.titles).toEqual([title])
  expect(h.meta('description')).toEqual([description])
  expect(h.link('canonical')).toEqual([`${site}/`])
  for (const locale of locales) expect(h.link('alternate', htmlLang[locale])).toEqual([`${site}/?lang=${locale}`])
  expect(h.link('alternate', 'x-default')).toEqual([`${site}/`])
  expect(h.meta('og:title')).toEqual([title])
  expect(h.meta('og:description')).toEqual([description])
  expect(h.meta('og:url')).toEqual([`${site}/`])
  expect(h.meta('og:locale')).toEqual(['en_US'])
  expect(h.meta('og:image')[0]).toMatch(new RegExp(`^${site}/.+\\.(jpg|png|webp)$`))
  expect(h.meta('twitter:card')).toEqual(['summary_large_image'])
  expect(h.meta('twitter:title')).toEqual([title])

  // The shop in <head>; the rental terms' FAQPage with the section (terms.spec.ts checks its content).
  expect(h.jsonLd.map((block) => block['@type'])).toEqual(['AutoRental', 'FAQPage'])
  const ld = h.jsonLd[0]
  expect(ld).toMatchObject({
    '@context': 'https://schema.org', '@type': 'AutoRental', name: settings.shopName, telephone: settings.phone,
    address: { '@type': 'PostalAddress', streetAddress: settings.streetAddress, addressCountry: 'TH' },
    openingHours: 'Mo-Su 08:00-20:00',
  })
  expect(ld.priceRange).toMatch(/฿\d+–฿[\d,]+/)
  expect(ld.makesOffer).toHaveLength(12)
  expect(ld.makesOffer.map((offer: { price: number; priceCurrency: string }) => [offer.price, offer.priceCurrency])).toContainEqual([1200, 'THB'])
})

async function headState(page: Page) {
  return page.evaluate(() => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')
    return {
      title: document.title,
      description: content('meta[name="description"]'),
      ogTitle: content('meta[property="og:title"]'),
      twitterDescription: content('meta[name="twitter:description"]'),
      ogLocale: content('meta[property="og:locale"]'),
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogUrl: content('meta[property="og:url"]'),
    }
  })
}

test('a ?lang= link opens the site in that language, and the head follows a language switch', async ({ page }) => {
  await page.goto('/?lang=th')
  await expect(page.locator('html')).toHaveAttribute('lang', 'th')
  const thTitle = fill('th', 'meta.title')
  await expect(page).toHaveTitle(thTitle)
  expect(await headState(page)).toEqual({
    title: thTitle, description: fill('th', 'meta.description'), ogTitle: thTitle,
    twitterDescription: fill('th', 'meta.description'), ogLocale: 'th_TH', canonical: `${site}/?lang=th`, ogUrl: `${site}/?lang=th`,
  })

  await chooseLanguage(page, 'zh')
  await expect(page).toHaveTitle(fill('zh', 'meta.title'))
  expect(await headState(page)).toMatchObject({ ogTitle: fill('zh', 'meta.title'), ogLocale: 'zh_CN', canonical: `${site}/?lang=zh` })

  await chooseLanguage(page, 'en')
  await expect(page).toHaveTitle(fill('en', 'meta.title'))
  expect(await headState(page)).toMatchObject({ ogLocale: 'en_US', canonical: `${site}/` })
})

// The build stops on a page address that leaves the site (site-build/published-urls/vitePlugin.ts);
// this reads every page of the build under test the same way, and shows the check read them.
test('every address in the built pages stays on the site, or goes where the page links on purpose', async () => {
  const scan = await scanBuild(E2E_DIST, site)
  expect(scan.findings).toEqual([])
  expect(scan.pages).toBe(locales.length + 1)
  // Per page at least: the photos and their srcsets, the canonical and hreflang links, and the phone, map and chat links.
  expect(scan.checked.resource).toBeGreaterThan(20 * scan.pages)
  expect(scan.checked.page).toBeGreaterThan(5 * scan.pages)
  expect(scan.checked.link).toBeGreaterThan(10 * (scan.pages - 1))
})

