// The check of every address in the built pages (./check.ts): each address read as a
// browser reads it, and the build that stops on one that leaves the site.
import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { copyProject, type ProjectCopy } from '../../tools/project-copy.ts'
import { scanPage, srcsetUrls } from './check.ts'

const SITE = 'https://moto.example'
const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`
const found = (html: string) => scanPage(html, SITE).findings.map(({ where, resolved }) => `${where} -> ${resolved}`)

describe('srcset, split as HTML splits it', () => {
  it.each<[string, string[]]>([
    ['/a-400.jpg 400w, /a-800.jpg 800w', ['/a-400.jpg', '/a-800.jpg']],
    ['/x.jpg, https://evil.example/y.jpg 4000w', ['/x.jpg', 'https://evil.example/y.jpg']],
    ['/x.jpg,https://evil.example/y.jpg', ['/x.jpg,https://evil.example/y.jpg']],
    ['/a.jpg 1x,/b.jpg 2x', ['/a.jpg', '/b.jpg']],
    [' ,, /a.jpg', ['/a.jpg']],
    ['/a.jpg (max-width: 1px, 2px) 1x, /b.jpg', ['/a.jpg', '/b.jpg']],
  ])('%j', (srcset, urls) => expect(srcsetUrls(srcset)).toEqual(urls))
})

describe('an address that leaves the site', () => {
  it.each<[string, string, string]>([
    ['a tab the URL parser deletes', page('', '<img src="/&#9;/evil.example/x.jpg">'), 'img src -> https://evil.example/x.jpg'],
    ['a line feed in an attribute', page('', '<img src="/\n/evil.example/x.jpg">'), 'img src -> https://evil.example/x.jpg'],
    ['a backslash read as a slash', page('', '<img src="/\\evil.example/x.jpg">'), 'img src -> https://evil.example/x.jpg'],
    ['a second srcset candidate', page('', '<picture><source srcset="/x.jpg, https://evil.example/y.jpg 4000w"></picture>'), 'source srcset -> https://evil.example/y.jpg'],
    ['og:image', page('<meta property="og:image" content="https://evil.example/x.jpg">'), 'meta og:image -> https://evil.example/x.jpg'],
    ['twitter:image', page('<meta name="twitter:image" content="//evil.example/x.jpg">'), 'meta twitter:image -> https://evil.example/x.jpg'],
    ['og:url', page('<meta property="og:url" content="https://moto.example.evil.example/">'), 'meta og:url -> https://moto.example.evil.example/'],
    ['the canonical link', page('<link rel="canonical" href="https://evil.example/">'), 'link rel=canonical href -> https://evil.example/'],
    ['an icon', page('<link rel="icon" href="https://evil.example/i.png">'), 'link rel=icon href -> https://evil.example/i.png'],
    ['a script', page('<script src="https://evil.example/x.js"></script>'), 'script src -> https://evil.example/x.js'],
    ['a base element', page('<base href="https://evil.example/">'), 'base href -> https://evil.example/'],
    ['a JSON-LD image', page('<script type="application/ld+json">{"image":["https://moto.example/a.jpg","https://evil.example/b.jpg"]}</script>'), 'JSON-LD image -> https://evil.example/b.jpg'],
    ['a JSON-LD logo object', page('<script type="application/ld+json">{"logo":{"@type":"ImageObject","url":"https://evil.example/l.png"}}</script>'), 'JSON-LD logo -> https://evil.example/l.png'],
    ['a JSON-LD url', page('<script type="application/ld+json">{"url":"https://evil.example/"}</script>'), 'JSON-LD url -> https://evil.example/'],
    ['a JSON-LD link', page('<script type="application/ld+json">{"sameAs":"https://evil.example/"}</script>'), 'JSON-LD sameAs -> https://evil.example/'],
    ['a link to another site', page('', '<a href="https://evil.example/">Google review</a>'), 'a href -> https://evil.example/'],
    ['a look-alike of a review site', page('', '<a href="https://google.com.evil.example/r">Google review</a>'), 'a href -> https://google.com.evil.example/r'],
    ['a link with a user name before the host', page('', '<a href="https://www.google.com@evil.example/">Map</a>'), 'a href -> https://www.google.com@evil.example/'],
    ['javascript:', page('', '<a href="java&#9;script:alert(1)">x</a>'), 'a href -> javascript:alert(1)'],
    ['a CSS url()', page('<style>.a{background:url("https://evil.example/bg.png")}</style>'), 'style url() -> https://evil.example/bg.png'],
    ['a style attribute', page('', '<div style="background-image:url(//evil.example/bg.png)"></div>'), 'div style url() -> https://evil.example/bg.png'],
    ['a form', page('', '<form action="https://evil.example/collect"></form>'), 'form action -> https://evil.example/collect'],
    ['a meta refresh', page('<meta http-equiv="refresh" content="0; url=https://evil.example/">'), 'meta refresh -> https://evil.example/'],
    ['a data: URL that is not an image', page('', '<iframe src="data:text/html,hi"></iframe>'), 'iframe src -> data:text/html,hi'],
  ])('%s', (_what, html, finding) => {
    expect(found(html)).toEqual([finding])
  })
})

it('passes what the page links to on purpose, and counts every address it read', () => {
  const html = page(
    `<link rel="canonical" href="https://moto.example/"><link rel="alternate" hreflang="th" href="https://moto.example/?lang=th">
     <meta property="og:image" content="https://moto.example/content/images/a.jpg"><meta name="twitter:image" content="https://cdn.sanity.io/images/p/d/a-1x1.jpg">
     <link rel="icon" href="/favicon.png"><script type="module" src="/assets/index-1.js"></script>
     <script type="application/ld+json">{"@context":"https://schema.org","url":"https://moto.example/","@id":"https://moto.example/#shop","name":"Moto: Phuket",
       "image":["https://moto.example/content/images/a.jpg"],"hasMap":"https://www.google.com/maps/search/?api=1&query=7.9,98.3","availability":"https://schema.org/InStock"}</script>`,
    `<img src="/content/images/a.jpg" srcset="/content/images/a-400.avif 400w, https://cdn.sanity.io/images/p/d/a-1x1.jpg?w=800 800w">
     <source srcset="data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==">
     <a href="tel:+6681234567">call</a><a href="https://wa.me/66812345678">WhatsApp</a><a href="https://line.me/R/ti/p/~moto">LINE</a>
     <a href="https://maps.apple.com/?ll=7.9,98.3">Apple Maps</a><a href="https://maps.app.goo.gl/r1">Google review</a>
     <a href="https://www.tripadvisor.co.th/ShowUserReviews-1">TripAdvisor</a><a href="https://m.facebook.com/r">Facebook</a><a href="#book">Book</a>
     <svg><rect fill="url(#g)"></rect></svg><form></form>`,
  )
  const scan = scanPage(html, SITE)
  expect(scan.findings).toEqual([])
  expect(scan.checked).toEqual({ resource: 10, page: 4, link: 11 })
})

it('reads the page on a site in a folder: its paths still resolve on its origin', () => {
  expect(scanPage(page('<link rel="canonical" href="https://shop.example/moto/">', '<img src="/content/x.jpg">'), 'https://shop.example/moto').findings).toEqual([])
})

// The build itself: a snapshot that skipped the sync (the map picture behind a tab, a review linked
// to another site) must stop the build, naming the page and the address, rather than ship it.
describe('the build', () => {
  let copy: ProjectCopy | undefined
  afterAll(() => copy?.remove())

  it('stops on a page that would send a browser to another site, naming the page and the address', async () => {
    copy = await copyProject()
    const file = path.join(copy.root, 'src', 'generated', 'visit.json')
    const snapshot = JSON.parse(await readFile(file, 'utf8'))
    snapshot.item.mapPicture.url = '/\t/evil.example/map.jpg'
    snapshot.item.reviews = [{ id: 'r1', text: 'Great bikes', language: 'en', author: 'Anna', country: 'AU', rating: 5, date: '2026-01-15', source: 'google', url: 'https://google.com.evil.example/r1' }]
    await writeFile(file, JSON.stringify(snapshot, null, 2))
    const build = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile('npx', ['vite', 'build', '--outDir', 'dist', '--logLevel', 'warn'], { cwd: copy!.root, maxBuffer: 16 << 20 }, (error, out, err) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
      ),
    )
    expect(build.code, build.out).not.toBe(0)
    expect(build.out).toContain('The built pages hold addresses that leave https://phuket-moto-rental.example')
    expect(build.out).toMatch(/dist\/index\.html: img src "\/\\t\/evil\.example\/map\.jpg" leads to https:\/\/evil\.example\/map\.jpg/)
    expect(build.out).toMatch(/dist\/index\.zh\.html: a href "https:\/\/google\.com\.evil\.example\/r1" leads to/)
  })
})
