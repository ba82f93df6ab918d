// Test fixtures: a small valid seed (2 bikes, settings, a few messages, plus drafts that must
// never reach a snapshot) written into a throwaway repo tree, so tests never touch the real one.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { inEveryLanguage } from '../src/i18n/localized.testing.ts'
import { validateContent, type Content } from './validate/validate.ts'

type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- fixtures are edited freely
const loc = (english: string) => ({ _type: 'localizedString', ...inEveryLanguage(english) })
const image = (file: string, alt?: string) => ({ _type: 'image', _sanityAsset: `image@file://./images/${file}`, ...(alt ? { alt } : {}) })

/** The Phuket date the tests' syncs count seasons from: before every season of the seed, pinned. */
export const SYNC_DAY = { today: '2026-11-26' } as const

export interface FixtureSeed {
  settings: Doc[]
  bikes: Doc[]
  messages: Doc[]
  terms: Doc[]
  /** None by default, as in the real seed (which never holds invented reviews). */
  reviews: Doc[]
  /** None by default (no seasons file). */
  seasons?: Doc[]
}

export function fixtureSeed(): FixtureSeed {
  const bike = (slug: string, price: number, order: number, extra: Doc = {}): Doc => ({
    _id: `bike.${slug}`, _type: 'bike', slug: { _type: 'slug', current: slug }, name: slug.toUpperCase(),
    image: image(`${slug}.jpg`, `${slug} photo`), price, engine: '150cc', passengers: 2, transmission: 'Automatic',
    rating: 4.8, features: [loc('Fast'), loc('Cheap')], available: true, deposit: 3000, order, ...extra,
  })
  const message = (key: string, english: string): Doc => ({ _id: `message.${key}`, _type: 'message', key, section: key.split('.')[0], ...inEveryLanguage(english) })
  const term = (slug: string, order: number, question: string, answer: string): Doc => ({
    _id: `rentalTerm.${slug}`, _type: 'rentalTerm', order, question: loc(question), answer: { _type: 'localizedText', ...inEveryLanguage(answer) },
  })
  const periods: Array<[string, { days: number } | { months: number }]> = [
    ['1-day', { days: 1 }], ['3-days', { days: 3 }], ['7-days', { days: 7 }], ['1-month', { months: 1 }], ['3-months', { months: 3 }], ['6-months', { months: 6 }],
  ]
  const settings: Doc = {
    _id: 'siteSettings', _type: 'siteSettings', shopName: 'Test Moto', phone: '+66 81 234 5678', lineId: 'testmoto',
    whatsappNumber: '66812345678', streetAddress: '1 Test Road', district: 'Patong', addressLine: loc('Phuket, Thailand'),
    opensAt: '08:00', closesAt: '20:00', phoneHours: 24, startingPrice: 250, responseMinutes: 30,
    pickupSlots: ['09:00', '10:00'], rentalPeriods: periods.map(([id, length]) => ({ _key: id, _type: 'rentalPeriod', id, ...length })),
    paymentMethods: ['cash', 'promptpay'], siteUrl: 'https://test-moto.example', galleryInitialCount: 3,
    logoWhiteThreshold: 240, logoWhiteAlphaPercent: 25, logo: image('logo.png'), exampleContent: true,
    location: { _type: 'geopoint', lat: 7.8961, lng: 98.2969 },
    deliveryAreas: [
      { _key: 'patong', _type: 'deliveryArea', id: 'patong', name: loc('Patong'), fee: 0 },
      { _key: 'airport', _type: 'deliveryArea', id: 'airport', name: loc('Airport'), fee: 500 },
    ],
    depositPolicy: loc('We never keep your passport.'),
    lateReturn: loc('Later than that: 100 baht an hour.'),
    promptPayId: '081 234 5678',
    prepayment: { kind: 'firstDay' },
    cashAtPickup: true,
    cancellationPolicy: {
      freeUntilDays: 3, keptPercent: 100, question: loc('Can I cancel?'),
      text: { _type: 'localizedText', ...inEveryLanguage('Free until 3 days before pickup; later, the prepayment is kept.') },
    },
  }
  return {
    settings: [settings, { ...settings, _id: 'drafts.siteSettings', shopName: 'Draft Moto' }],
    bikes: [
      bike('honda-pcx', 250, 1, { popular: true }),
      bike('yamaha-nmax', 280, 2),
      bike('honda-pcx', 999, 1, { _id: 'drafts.bike.honda-pcx' }), // an unpublished price edit
      bike('draft-only', 300, 3, { _id: 'drafts.bike.draft-only' }), // never published
    ],
    messages: [
      message('booking.error', 'Booking Error'),
      message('hero.description1', 'From {price} baht'),
      ...periods.map(([id]) => message(`booking.period.${id}`, id)),
      message('booking.payment.cash', 'Cash'),
      message('booking.payment.promptpay', 'PromptPay'),
      { ...message('booking.error', 'DRAFT'), _id: 'drafts.message.booking.error' },
    ],
    terms: [
      term('deposit', 1, 'Deposit?', 'A 3,000 baht deposit.'),
      term('fuel', 2, 'Fuel?', 'Full tank.'),
      { ...term('deposit', 1, 'DRAFT', 'DRAFT'), _id: 'drafts.rentalTerm.deposit' },
    ],
    reviews: [],
  }
}

/**
 * The fixture with everything "Map & reviews" can hold: a map picture, a public rating and three
 * published reviews (plus a draft one), in no particular order. Test data only: the real seed
 * ships no reviews.
 */
export function fixtureWithVisit(): FixtureSeed {
  const seed = fixtureSeed()
  const review = (id: string, date: string, extra: Doc = {}): Doc => ({
    _id: id, _type: 'review', text: `Words of ${id}`, language: 'en', author: 'Test R.', rating: 5, date, source: 'google', ...extra,
  })
  Object.assign(seed.settings[0], {
    mapPicture: { ...image('map.jpg'), alt: loc('Test map') },
    publicRating: { _type: 'publicRating', source: 'google', rating: 4.7, count: 312, url: 'https://maps.app.goo.gl/shop' },
  })
  seed.reviews = [
    review('review-older', '2025-03-01', { language: 'de', author: 'Jonas', country: 'DE', rating: 4, source: 'tripadvisor', url: 'https://www.tripadvisor.com/ShowUserReviews-r1' }),
    review('review-newer', '2026-01-15', { language: 'th', author: 'ก.', source: 'in-person' }),
    review('review-also-newer', '2026-01-15', { country: 'AU', url: 'https://maps.app.goo.gl/r2' }),
    review('drafts.review-unpublished', '2026-01-20', { text: 'DRAFT' }),
  ]
  return seed
}

/** A temp repo root holding studio/seed from the fixture; returns the root. */
export async function makeRoot(seed: FixtureSeed = fixtureSeed()): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'sync-test-'))
  await writeSeed(root, seed)
  return root
}

export async function writeSeed(root: string, seed: FixtureSeed): Promise<void> {
  const dir = path.join(root, 'studio', 'seed')
  await mkdir(path.join(dir, 'images'), { recursive: true })
  for (const [name, docs] of Object.entries(seed)) {
    await writeFile(path.join(dir, `${name}.ndjson`), docs.map((d: Doc) => JSON.stringify(d)).join('\n') + '\n')
  }
  // map.jpg is there for tests that give the shop a map picture; unused images are never published.
  const colours: Record<string, string> = { 'honda-pcx.jpg': '#c03030', 'yamaha-nmax.jpg': '#3050c0', 'draft-only.jpg': '#30c050', 'map.jpg': '#a0d0f0' }
  for (const [file, colour] of Object.entries(colours)) {
    await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } }).jpeg().toFile(path.join(dir, 'images', file))
  }
  await sharp({ create: { width: 32, height: 32, channels: 4, background: '#ffffff' } }).png().toFile(path.join(dir, 'images', 'logo.png'))
}

/** Rewrites the seed under `root` as `start` gives it, after `edit`. */
export async function editSeed(root: string, edit: (seed: FixtureSeed) => void, start: () => FixtureSeed = fixtureSeed): Promise<void> {
  const seed = start()
  edit(seed)
  await writeSeed(root, seed)
}

export function removeRoot(root: string): Promise<void> {
  return rm(root, { recursive: true, force: true })
}

/** The sync's problems with a copy of `base` after `edit` (none: an empty list); `base` is never changed. */
export function problemsAfterEdit<T extends Content>(base: Content, edit: (content: T) => void): string[] {
  const content = structuredClone(base) as T
  edit(content)
  try {
    validateContent(content, 'test')
    return []
  } catch (error) {
    return [...(error as { problems: string[] }).problems]
  }
}
