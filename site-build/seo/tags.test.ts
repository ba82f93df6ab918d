// The search/share tags from the real snapshots: what a crawler and a link preview read.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { readSeoContent, resolveSiteUrl } from './content.ts'
import { jsonLd, localeUrl, seoTags } from './tags.ts'
import { htmlLang, locales } from '../../src/i18n/locales.ts'

const content = readSeoContent(path.resolve(import.meta.dirname, '../..'))
const site = 'https://moto.example'
const tags = seoTags(content, site)
const attr = (match: (a: Record<string, string>) => boolean, name: string) => tags.find((t) => t.attrs && match(t.attrs))?.attrs?.[name]

describe('resolveSiteUrl', () => {
  it('prefers VITE_SITE_URL, falls back to the Studio, drops a trailing slash', () => {
    expect(resolveSiteUrl('https://a.example/', 'https://b.example')).toBe('https://a.example')
    expect(resolveSiteUrl(' ', 'https://b.example/shop/')).toBe('https://b.example/shop')
    expect(resolveSiteUrl(undefined, 'https://b.example')).toBe('https://b.example')
  })

  it('stops the build with the reason for a missing or malformed address', () => {
    expect(() => resolveSiteUrl(undefined, null)).toThrow(/site address is not set/)
    expect(() => resolveSiteUrl('phuketmoto.com', null)).toThrow(/VITE_SITE_URL must be a full address/)
    expect(() => resolveSiteUrl(undefined, 'ftp://x.example')).toThrow(/siteSettings.siteUrl .* must be an http\(s\) address/)
    expect(() => resolveSiteUrl('https://x.example/?a=1', null)).toThrow(/without \? or #/)
    // What the URL parser would silently rewrite into another address: refused, as the Studio does.
    expect(() => resolveSiteUrl('https://shop.example\t.evil.example', null)).toThrow(/VITE_SITE_URL must be written as a browser writes it/)
    expect(() => resolveSiteUrl(undefined, 'https://evil.example\\@shop.example')).toThrow(/siteSettings.siteUrl .* must be written as a browser writes it/)
    expect(() => resolveSiteUrl('https://user@shop.example', null)).toThrow(/no spaces, control characters, backslashes or user name/)
  })

  it('takes only https for a production build', () => {
    expect(resolveSiteUrl(undefined, 'https://b.example', { requireHttps: true })).toBe('https://b.example')
    expect(() => resolveSiteUrl('http://b.example', null, { requireHttps: true })).toThrow(/VITE_SITE_URL must be an https address for a production build \(got "http:\/\/b.example"\)/)
    expect(() => resolveSiteUrl(undefined, 'http://b.example', { requireHttps: true })).toThrow(/siteSettings.siteUrl .* must be an https address/)
    expect(resolveSiteUrl('http://127.0.0.1:5173', null)).toBe('http://127.0.0.1:5173')
  })
})

describe('seoTags', () => {
  it('titles and describes the page in English from the Studio texts', () => {
    expect(tags.filter((t) => t.tag === 'title')).toEqual([{ tag: 'title', children: 'Phuket Motorbike Rental: new bikes from 200 baht per day' }])
    expect(attr((a) => a.name === 'description', 'content')).toMatch(/^Rent a new scooter or motorbike in Phuket from 200 baht per day/)
    expect(attr((a) => a.property === 'og:title', 'content')).toBe(tags[0].children)
    expect(attr((a) => a.name === 'twitter:card', 'content')).toBe('summary_large_image')
  })

  it('links canonical and every language, x-default the bare site', () => {
    expect(attr((a) => a.rel === 'canonical', 'href')).toBe('https://moto.example/')
    const alternates = tags.filter((t) => t.attrs?.rel === 'alternate').map((t) => [t.attrs!.hreflang, t.attrs!.href])
    expect(alternates).toEqual([
      ...locales.map((locale) => [htmlLang[locale], `https://moto.example/?lang=${locale}`]),
      ['x-default', 'https://moto.example/'],
    ])
    expect(localeUrl(site, 'th')).toBe('https://moto.example/?lang=th')
  })

  it('gives share previews an absolute image with its size', () => {
    expect(attr((a) => a.property === 'og:image', 'content')).toBe('https://moto.example/content/images/honda-pcx.jpg')
    expect(attr((a) => a.property === 'og:image:width', 'content')).toBe('1200')
  })
})

describe('JSON-LD', () => {
  const ld = jsonLd(content, site) as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- schema.org is untyped here
  it('describes an AutoRental with address, phone, hours and price range', () => {
    expect(ld).toMatchObject({
      '@context': 'https://schema.org', '@type': 'AutoRental', name: content.settings.shopName, telephone: content.settings.phone,
      address: { '@type': 'PostalAddress', streetAddress: content.settings.streetAddress, addressLocality: content.settings.district, addressCountry: 'TH' },
      openingHours: 'Mo-Su 08:00-20:00', priceRange: '฿250–฿1200 per day',
    })
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '08:00', closes: '20:00' })
    expect(ld.openingHoursSpecification[0].dayOfWeek).toHaveLength(7)
  })

  it("places the shop on the map (geo, hasMap) and marks up none of the shop's own reviews", () => {
    const { lat, lng } = content.visit.location
    expect(ld.geo).toEqual({ '@type': 'GeoCoordinates', latitude: lat, longitude: lng })
    expect(ld.hasMap).toBe(`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`)
    const withReviews = { ...content, visit: { ...content.visit, reviews: [{ id: 'r', text: 'Great bikes', language: 'en' as const, author: 'Anna', country: 'AU' as const, rating: 5 as const, date: '2026-10-02', source: 'google' as const, url: null }] } }
    const marked = JSON.stringify(jsonLd(withReviews, site))
    expect(marked).not.toMatch(/AggregateRating|"Review"|Great bikes/)
  })

  it('has one Offer per bike with its price per day in THB', () => {
    expect(ld.makesOffer).toHaveLength(content.bikes.length)
    for (const [i, bike] of content.bikes.entries()) {
      expect(ld.makesOffer[i]).toMatchObject({
        '@type': 'Offer', price: bike.price, priceCurrency: 'THB', availability: 'https://schema.org/InStock',
        itemOffered: { name: bike.name },
      })
      expect(ld.makesOffer[i].priceSpecification[0]).toMatchObject({ '@type': 'UnitPriceSpecification', price: bike.price, priceCurrency: 'THB', unitCode: 'DAY' })
    }
  })

  it('adds a week and a month UnitPriceSpecification where the owner set those prices', () => {
    const offer = (id: string) => ld.makesOffer[content.bikes.findIndex((bike) => bike.id === id)]
    expect(offer('honda-pcx').priceSpecification).toEqual([
      { '@type': 'UnitPriceSpecification', price: 250, priceCurrency: 'THB', unitCode: 'DAY', unitText: 'per day', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' } },
      { '@type': 'UnitPriceSpecification', price: 1500, priceCurrency: 'THB', unitCode: 'WEE', unitText: 'per week', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'WEE' } },
      { '@type': 'UnitPriceSpecification', price: 5500, priceCurrency: 'THB', unitCode: 'MON', unitText: 'per month', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } },
    ])
    expect(offer('kawasaki-z650').priceSpecification.map((spec: { unitCode: string }) => spec.unitCode)).toEqual(['DAY', 'WEE'])
    expect(offer('suzuki-gsxr600').priceSpecification.map((spec: { unitCode: string }) => spec.unitCode)).toEqual(['DAY'])
  })

  it('marks a rented bike out of stock, and cannot be broken out of its script element', () => {
    const edited = { ...content, bikes: content.bikes.map((b, i) => (i === 0 ? { ...b, available: false, name: '</script><b>x' } : b)) }
    expect((jsonLd(edited, site) as any).makesOffer[0].availability).toBe('https://schema.org/OutOfStock') // eslint-disable-line @typescript-eslint/no-explicit-any
    const script = seoTags(edited, site).find((t) => t.tag === 'script')!.children!
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script).makesOffer[0].itemOffered.name).toBe('</script><b>x')
  })
})

describe('image addresses in link previews and JSON-LD', () => {
  const withCover = (url: string) => ({ ...content, bikes: content.bikes.map((b) => (b.popular ? { ...b, image: { ...b.image, url } } : b)) })
  const imageTags = (tags: ReturnType<typeof seoTags>) => tags.filter((t) => ['og:image', 'twitter:image'].includes(t.attrs?.property ?? t.attrs?.name ?? ''))

  // A snapshot that skipped the sync (or a rule that let one through): the URL parser drops tabs and
  // line breaks, so these would put another site's picture into every link preview of the shop.
  it.each([
    '/\t/evil.example/x.jpg',
    '/\n/evil.example/x.jpg',
    '//evil.example/x.jpg',
    '/\\evil.example/x.jpg',
    'https://evil.example/x.jpg',
    '/x.jpg, https://evil.example/y.jpg 4000w',
    '/%2e%2e/x.jpg',
    'HTTPS://cdn.sanity.io/images/abc123/production/f00-1200x800.jpg',
    'javascript:alert(1)',
  ])('stops the build rather than publish the image address %j', (url) => {
    expect(() => seoTags(withCover(url), site)).toThrow(/The build will not publish the image address/)
    expect(() => jsonLd(withCover(url), site)).toThrow(/The build will not publish the image address/)
  })

  it('writes a site image on the site\'s origin, a site in a folder included, and a Sanity CDN image as it is', () => {
    expect(imageTags(seoTags(content, 'https://shop.example/moto')).map((t) => t.attrs!.content)).toEqual([
      'https://shop.example/content/images/honda-pcx.jpg',
      'https://shop.example/content/images/honda-pcx.jpg',
    ])
    const cdn = 'https://cdn.sanity.io/images/abc123/production/f00-1200x800.jpg'
    expect(imageTags(seoTags(withCover(cdn), site)).map((t) => t.attrs!.content)).toEqual([cdn, cdn])
  })
})
