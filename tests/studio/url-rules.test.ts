// The address rules of rules/content/urls.ts, as the sync applies them (pipeline/validate/checks.ts) and
// the Studio does: fed the inputs the WHATWG URL parser treats specially (tabs and line breaks it
// deletes, backslashes it reads as "/", "//" that names another host, encoded dots, schemes in any
// case, user names, ports), each accepted address must be read by that parser, the one browsers
// and link previews use, as exactly the address the owner wrote.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { imageUrlProblem } from '../../pipeline/validate/checks.ts'
import { publicRatingRules, reviewRules, settingsRules } from '../../rules/content/content.ts'
import { reviewSiteOf } from '../../rules/content/urls.ts'

const SITES = ['https://phuket-moto.example', 'https://www.shop.example/moto', 'http://127.0.0.1:4173']
const CDN = 'https://cdn.sanity.io'

// The pieces the parser treats specially, and ordinary ones to make valid addresses of.
const TRICKY = [
  '/', '//', '\\', '\t', '\n', '\r', ' ', '\u0000', '\u001f', '\u007f', '\u00a0', '\u200b', '\ufeff', '\u2028',
  '.', '..', '%2e', '%2E', '%2f', '%5C', '%', '%00', ',', '?', '#', '@', ':', ':8080', ':443', 'user:pw@', '@evil.example',
  'https:', 'HTTPS:', 'HtTpS:', 'http:', 'javascript:', 'JaVaScRiPt:', 'data:', 'evil.example', 'cdn.sanity.io',
  'images', 'abc123', 'production', 'content', 'x.jpg', 'honda-pcx.jpg', 'é', ' 4000w', ', https://evil.example/y.jpg',
]
const PLAIN = ['x.jpg', 'f00d-1200x800.jpg', 'content', 'a_b~c', 'maps', 'r', '1', '-']
// Mostly tricky pieces; some runs of plain ones only, so that accepted addresses come up too.
const tail = fc.oneof(
  { weight: 3, arbitrary: fc.array(fc.constantFrom(...TRICKY, ...PLAIN), { maxLength: 8 }).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...PLAIN), { minLength: 1, maxLength: 3 }).map((parts) => parts.join('')) },
)
const from = (starts: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...starts), tail).map(([start, rest]) => start + rest) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  )

const IMAGE_STARTS = ['', '/', '/content/images/', '//', '/\\', `${CDN}/images/`, `${CDN}/images/abc123/production/`, `${CDN}/images/p1/staging_2/`, `${CDN}/images/q9/production/`, 'HTTPS://cdn.sanity.io/images/abc123/production/', '//cdn.sanity.io/images/abc123/production/', `${SITES[0]}/`]
const LINK_STARTS = ['', 'https://', 'https://maps.app.goo.gl/', 'https://www.google.com/maps/', 'https://www.tripadvisor.com/', 'HTTPS://www.facebook.com/', 'http://maps.app.goo.gl/', 'https://user:pw@www.google.com/', 'https://www.google.com:8443/', '//www.google.com/']
const SITE_URL_STARTS = ['', 'https://', 'https://www.phuketmoto.example', 'http://127.0.0.1:5173', 'HTTPS://www.phuketmoto.example', 'https://user@www.phuketmoto.example', 'ftp://', '//']
const RUNS = 4000

/** No character a srcset, an attribute or a mail client would read as the end of the address. */
const oneToken = (value: string) => expect(value).toMatch(/^[\x21-\x7E]+$/)

describe('image addresses (bikes, logo, map picture, shop photo)', () => {
  it('an accepted site path stays a path on the site it is published on; an accepted CDN address is the CDN image as written', () => {
    let sitePaths = 0
    let cdnImages = 0
    fc.assert(
      fc.property(from(IMAGE_STARTS), (value) => {
        if (imageUrlProblem(value) !== null) return
        oneToken(value)
        expect(value).not.toContain(',')
        if (value.startsWith('/')) {
          sitePaths++
          for (const site of SITES) {
            const url = new URL(value, `${site}/`)
            expect(url.origin).toBe(new URL(site).origin)
            expect(url.pathname).toBe(value)
            expect(url.search + url.hash).toBe('')
          }
        } else {
          cdnImages++
          const url = new URL(value)
          expect(url.href).toBe(value)
          expect(url.origin).toBe(CDN)
          expect(url.pathname.startsWith('/images/')).toBe(true)
        }
      }),
      { numRuns: RUNS },
    )
    // The property is about accepted addresses: the inputs must reach both kinds often.
    expect(sitePaths).toBeGreaterThan(RUNS / 100)
    expect(cdnImages).toBeGreaterThan(RUNS / 200)
  })

  it.each([
    ['a tab the parser deletes, leaving another host', '/\t/evil.example/x.jpg'],
    ['a line feed', '/\n/evil.example/x.jpg'],
    ['a carriage return', '/\r/evil.example/x.jpg'],
    ['a second srcset candidate', '/x.jpg, https://evil.example/y.jpg 4000w'],
    ['a comma without spaces', '/x.jpg,https://evil.example/y.jpg'],
    ['another host', '//evil.example/x.jpg'],
    ['a backslash read as a slash', '/\\evil.example/x.jpg'],
    ['a leading backslash', '\\evil.example\\x.jpg'],
    ['encoded dots', '/%2e%2e/x.jpg'],
    ['dot segments', '/content/../x.jpg'],
    ['a dot segment at the end', '/content/..'],
    ['a trailing slash', '/content/images/'],
    ['a space', '/content/my bike.jpg'],
    ['DEL', '/content/x\u007f.jpg'],
    ['a query', '/content/x.jpg?v=1'],
    ['another site', 'https://evil.example/x.jpg'],
    ['the CDN with an upper-case scheme', 'HTTPS://cdn.sanity.io/images/abc123/production/f00-1200x800.jpg'],
    ['the CDN with a user name', 'https://evil@cdn.sanity.io/images/abc123/production/f00-1200x800.jpg'],
    ['the CDN with its port written', 'https://cdn.sanity.io:443/images/abc123/production/f00-1200x800.jpg'],
    ['a host ending in the CDN\'s name', 'https://cdn.sanity.io.evil.example/images/abc123/production/f00.jpg'],
    ['the CDN outside its images', 'https://cdn.sanity.io/files/abc123/production/f00.jpg'],
    ['the CDN with a dot segment', 'https://cdn.sanity.io/images/abc123/production/../../x.jpg'],
    ['the CDN with a tab', 'https://cdn.sanity.io/images/abc123/production/f00-1200x800.jpg\t'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['a bare scheme', 'HTTPS:'],
    ['data:', 'data:image/png;base64,AAAA'],
  ])('refuses %s', (_what, value) => {
    expect(imageUrlProblem(value)).toMatch(/^must be an image of this site/)
  })

  it.each(['/content/images/honda-pcx.jpg', '/logo.png', '/content/images/shop-map.jpg', 'https://cdn.sanity.io/images/abc123/production/f00d-1200x800.jpg'])('accepts %s', (value) => {
    expect(imageUrlProblem(value)).toBeNull()
  })
})

describe('links to review pages (a review, the public rating)', () => {
  it('an accepted link is an https address the parser reads as written, with no user name or port', () => {
    let accepted = 0
    fc.assert(
      fc.property(from(LINK_STARTS), (value) => {
        const verdicts = [reviewRules.url(value), publicRatingRules.url(value)]
        expect(verdicts[0] === null).toBe(verdicts[1] === null)
        if (verdicts[0] !== null) return
        accepted++
        oneToken(value)
        const url = new URL(value)
        expect(url.protocol).toBe('https:')
        expect([value, `${value}/`]).toContain(url.href)
        expect(url.username + url.password + url.port).toBe('')
      }),
      { numRuns: RUNS },
    )
    expect(accepted).toBeGreaterThan(RUNS / 100)
  })

  it.each([
    ['http', 'http://maps.app.goo.gl/r1'],
    ['an upper-case scheme', 'HTTPS://maps.app.goo.gl/r1'],
    ['a user name before the host', 'https://www.google.com@evil.example/r1'],
    ['a port', 'https://www.google.com:8443/maps'],
    ['a tab', 'https://maps.app.goo.gl/\tr1'],
    ['a space', 'https://maps.app.goo.gl/r 1'],
    ['a backslash', 'https://evil.example\\@maps.app.goo.gl/r1'],
    ['no scheme', '//maps.app.goo.gl/r1'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses %s', (_what, value) => {
    expect(reviewRules.url(value)).toMatch(/^The link must be a full address starting with https:\/\//)
    expect(publicRatingRules.url(value)).toMatch(/^Paste the address of the page/)
  })

  it.each([
    ['google', 'https://maps.app.goo.gl/AbC123'],
    ['google', 'https://www.google.co.th/maps/place/x'],
    ['google', 'https://g.page/r/AbC123/review'],
    ['google', 'https://share.google/AbC123'],
    ['tripadvisor', 'https://www.tripadvisor.com/ShowUserReviews-g293920-d1-r2.html'],
    ['tripadvisor', 'https://www.tripadvisor.co.th/ShowUserReviews-g293920-d1-r2.html'],
    ['facebook', 'https://www.facebook.com/phuketmoto/reviews'],
    ['facebook', 'https://m.facebook.com/story.php?id=1'],
    ['in-person', 'https://maps.app.goo.gl/AbC123'],
    // Query values with dots that are no host: a position, a version.
    ['google', 'https://www.google.com/maps/place/x/@7.8961,98.2962,17z?entry=ttu&ll=7.89&v=1.2'],
    ['google', 'https://search.google.com/local/writereview?placeid=ChIJAbC123'],
  ])('a %s review may link to %s', (source, url) => {
    expect(reviewRules.url(url)).toBeNull()
    expect(reviewRules.urlSite(url, source)).toBeNull()
    expect(publicRatingRules.urlSite(url, source)).toBeNull()
  })

  it.each([
    ['google', 'https://evil.example/r1', 'The link must be a page on Google'],
    ['google', 'https://google.com.evil.example/r1', 'The link must be a page on Google'],
    ['google', 'https://evilgoogle.com/r1', 'The link must be a page on Google'],
    ['google', 'https://www.tripadvisor.com/r1', 'The link must be a page on Google'],
    ['tripadvisor', 'https://tripadvisor.evil.example/r1', 'The link must be a page on TripAdvisor'],
    ['facebook', 'https://facebook.com.evil.example/r1', 'The link must be a page on Facebook'],
    ['in-person', 'https://evil.example/r1', 'The link must be a page on Google, TripAdvisor or Facebook'],
  ])('a %s review may not link to %s', (source, url, message) => {
    expect(reviewRules.urlSite(url, source)).toMatch(new RegExp(`^${message}`))
  })

  it.each([
    ['google', 'https://www.google.com/url?q=https://evil.example'],
    ['google', 'https://www.google.co.th/url?sa=t&url=https%3A%2F%2Fevil.example%2F'],
    ['google', 'https://www.google.com/imgres?imgurl=x&imgrefurl=https://evil.example'],
    ['google', 'https://www.google.com/amp/s/evil.example/page'],
    ['google', 'https://goo.gl/AbC123'],
    ['google', 'https://maps.app.goo.gl/AbC123?link=//evil.example'],
    ['facebook', 'https://l.facebook.com/l.php?u=https%3A%2F%2Fevil.example&h=AT0'],
    ['facebook', 'https://lm.facebook.com/l.php?u=https://evil.example'],
    ['facebook', 'https://www.facebook.com/l.php?u=https://evil.example'],
    ['tripadvisor', 'https://www.tripadvisor.com/ShowUrl-a_url.https__3A__2F__2Fevil__2E__example'],
    ['in-person', 'https://www.google.com/url?q=https://evil.example'],
    // A bare host after "=", with no scheme, in the two redirectors that take one.
    ['facebook', 'https://www.facebook.com/flx/warn/?u=evil.example'],
    ['facebook', 'https://m.facebook.com/flx/warn/?u=evil.example%2Fpay&h=AT0'],
    ['google', 'https://www.google.com/search?btnI=1&q=evil.example'],
    ['google', 'https://www.google.co.th/search?q=evil.example/pay&btnI'],
  ])('a %s review may not link through the redirector %s, and the page counts it as no review site', (source, url) => {
    expect(reviewRules.url(url)).toBeNull()
    expect(reviewRules.urlSite(url, source)).toMatch(/^The link passes the visitor on to another address/)
    expect(publicRatingRules.urlSite(url, source)).toMatch(/^The link passes the visitor on to another address/)
    expect(reviewSiteOf(url)).toBeNull()
  })
})

describe("the site's own address", () => {
  it('an accepted address is read as written, so the canonical and language addresses built on it stay on it', () => {
    let accepted = 0
    fc.assert(
      fc.property(from(SITE_URL_STARTS), (value) => {
        if (settingsRules.siteUrl(value) !== null) return
        accepted++
        oneToken(value)
        const url = new URL(value)
        expect(['https:', 'http:']).toContain(url.protocol)
        expect([value, `${value}/`]).toContain(url.href)
        expect(url.username + url.password + url.search + url.hash).toBe('')
        const base = value.replace(/\/+$/, '')
        expect(new URL(`${base}/?lang=th`).origin).toBe(url.origin)
      }),
      { numRuns: RUNS },
    )
    expect(accepted).toBeGreaterThan(RUNS / 100)
  })

  it.each(['https://www.phuketmoto.example\t', 'https://www.phuket\nmoto.example', 'https://user@www.phuketmoto.example', 'https://www.phuketmoto.example/?x=1', 'https://www.phuketmoto.example/#', 'HTTPS://www.phuketmoto.example', 'https:\\\\www.phuketmoto.example', 'www.phuketmoto.example'])(
    'refuses %j',
    (value) => expect(settingsRules.siteUrl(value)).toMatch(/^Write the full address starting with https:\/\//),
  )
})
