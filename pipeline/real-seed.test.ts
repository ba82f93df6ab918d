// The real seed in studio/seed, through the real queries: the spec's catalogue and constants,
// every message in every language, and the committed snapshots up to date with it.
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSanityApi } from '../tools/fake-sanity-api/server.ts'
import { writeVariants } from '../site-build/images/variants.ts'
import { defaultLocale } from '../src/i18n/locales.ts'
import { LOCALES } from './validate/checks.ts'
import { REPO_ROOT } from './cli.ts'
import { createLiveSource } from './sources/live-source.ts'
import { fetchContent, runSync } from './run.ts'
import { createSeedSource, loadSeedDataset } from './sources/seed-source.ts'
import { MANAGED_FILES } from './snapshots/snapshots.ts'
import { validateContent, type Content } from './validate/validate.ts'
import { SYNC_DAY } from './fixtures.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const SEED = path.join(REPO_ROOT, 'studio', 'seed')
const SPEC_PRICES = {
  'honda-pcx': 250, 'yamaha-nmax': 280, 'kawasaki-ninja': 500, 'honda-cbr500r': 650, 'yamaha-mt07': 700, 'kawasaki-z650': 680,
  'suzuki-gsxr600': 750, 'bmw-r1250gs': 1200, 'ducati-monster821': 900, 'ktm-duke390': 550, 'triumph-street-triple': 800, 'kawasaki-versys650': 720,
}

let content: Content & { bikes: Row[]; settings: Row; messages: Row[]; visit: Row }
beforeAll(async () => {
  content = (await fetchContent(await createSeedSource(SEED), SYNC_DAY)) as typeof content
})

describe('the real seed', () => {
  it('passes every validation rule', () => expect(() => validateContent(content, 'seed')).not.toThrow())

  it('has the 12 spec bikes with their exact prices, in the spec order', () => {
    expect(content.bikes.map((b) => [b.id, b.price])).toEqual(Object.entries(SPEC_PRICES))
    expect(content.bikes.every((b) => b.passengers === 2 && b.image.url.startsWith('/content/images/'))).toBe(true)
  })

  it('flags exactly Honda PCX 150, Honda CBR500R and BMW R1250GS as popular', () => {
    expect(content.bikes.filter((b) => b.popular === true).map((b) => b.id)).toEqual(['honda-pcx', 'honda-cbr500r', 'bmw-r1250gs'])
    expect(content.bikes.find((b) => b.id === 'honda-pcx')?.name).toBe('Honda PCX 150')
  })

  it('holds the constants of docs/spec.md §9', () => {
    expect(content.settings).toMatchObject({
      startingPrice: 200, responseMinutes: 30, opensAt: '08:00', closesAt: '20:00', phoneHours: 24,
      pickupSlots: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
      // A month is to the same date of the next month: the periods of months are given in months.
      rentalPeriods: [
        { id: '1-day', days: 1, months: null }, { id: '3-days', days: 3, months: null }, { id: '7-days', days: 7, months: null },
        { id: '1-month', days: null, months: 1 }, { id: '3-months', days: null, months: 3 }, { id: '6-months', days: null, months: 6 },
      ],
      paymentMethods: ['cash', 'promptpay'], galleryInitialCount: 3,
      logoWhiteThreshold: 240, logoWhiteAlphaPercent: 25, exampleContent: true,
    })
  })

  it('has every key of docs/content-model.md in every language, translated rather than copied', async () => {
    const doc = await readFile(path.join(REPO_ROOT, 'docs', 'content-model.md'), 'utf8')
    const listed = /Initial key list[^]*?```\n([^]*?)```/.exec(doc)![1].trim().split('\n').map((line) => line.split(/\s+/)[0])
    const byKey = new Map(content.messages.map((m) => [m.key, m]))
    expect(listed.filter((key) => !byKey.has(key))).toEqual([])
    expect(content.messages.every((m) => LOCALES.every((locale) => m[locale]))).toBe(true)
    const copied = content.messages.filter((m) => LOCALES.some((locale) => locale !== defaultLocale && m[locale] === m[defaultLocale])).map((m) => m.key)
    expect(copied.length, `copied from English: ${copied.join(', ')}`).toBeLessThanOrEqual(content.messages.length / 10)
  })

  it('shows the way to the example address with a position and a drawn map picture, and holds no reviews', async () => {
    expect(content.visit).toMatchObject({
      location: { lat: expect.closeTo(7.896, 2), lng: expect.closeTo(98.296, 2) }, // Thawewong Road, Patong
      mapPicture: { url: '/content/images/shop-map.jpg', width: 1200, height: 800 },
      shopPhoto: null,
      publicRating: null,
      reviews: [],
    })
    expect(LOCALES.every((locale) => (content.visit.mapPicture.alt?.[locale]?.length ?? 0) > 20)).toBe(true)
    // No invented reviews, ever: not even a draft.
    const { documents } = await loadSeedDataset(SEED)
    expect(documents.filter((d) => d._type === 'review')).toEqual([])
  })

  it('keeps drafts out if the seed has any', async () => {
    const { documents } = await loadSeedDataset(SEED)
    const published = documents.filter((d) => ['bike', 'message'].includes(d._type) && !d._id.startsWith('drafts.'))
    expect(content.bikes.length + content.messages.length).toBe(published.length)
  })
})

describe('snapshots of the real seed', () => {
  let out: string
  beforeAll(async () => void (out = await mkdtemp(path.join(tmpdir(), 'sync-real-'))))
  afterAll(() => rm(out, { recursive: true, force: true }))

  it('are committed and up to date (what `npm run sync -- --check` checks)', async () => {
    const result = await runSync(REPO_ROOT, await createSeedSource(SEED), 'check', SYNC_DAY)
    expect(result.files, 'run `npm run sync` and commit src/generated and public/content').toEqual([])
  })

  it('include the map picture as a JPEG the build makes responsive variants of', async () => {
    const images = path.join(out, 'variants')
    await mkdir(images)
    await copyFile(path.join(REPO_ROOT, 'public/content/images/shop-map.jpg'), path.join(images, 'shop-map.jpg'))
    expect(await writeVariants(images)).toBe(6)
    expect((await readdir(images)).sort()).toEqual([
      'shop-map-400.avif', 'shop-map-400.jpg', 'shop-map-400.webp', 'shop-map-800.avif', 'shop-map-800.jpg', 'shop-map-800.webp', 'shop-map.jpg',
    ])
  }, 60_000)

  it('come out the same from the live path (@sanity/client → local Sanity-compatible API)', async () => {
    const { documents } = await loadSeedDataset(SEED)
    const api = await startFakeSanityApi({ datasets: { production: documents }, token: 'owner', visibility: 'public' })
    try {
      await runSync(out, createLiveSource({ projectId: 'seed', dataset: 'production', apiHost: api.url, token: 'owner' }), 'write', SYNC_DAY)
    } finally {
      await api.close()
    }
    for (const name of MANAGED_FILES) {
      const strip = (text: string) => text.replace(/.*Generated by scripts\/sync\.ts from .*\n/, '')
      const live = await readFile(path.join(out, 'src/generated', name), 'utf8')
      const committed = await readFile(path.join(REPO_ROOT, 'src/generated', name), 'utf8')
      expect(strip(live), name).toBe(strip(committed))
    }
  })
})
