// The content rules in rules/content/content.ts are applied by two paths: the Studio's schema
// validation (run here by Sanity's own validateDocument, via `npm run seed:validate`) and the
// website's sync. Each bad value below is put into one copy of the seed; both paths must refuse
// it, naming document and field, with the same owner-facing words.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { fetchContent } from '../../pipeline/run.ts'
import { createSeedSource } from '../../pipeline/sources/seed-source.ts'
import { validateContent } from '../../pipeline/validate/validate.ts'
import { bikeWarnings } from '../../pipeline/validate/bikes.ts'
import { deliveryWarnings } from '../../pipeline/validate/delivery.ts'
import { settingsWarnings } from '../../pipeline/validate/settings.ts'
import { currencyWarnings } from '../../pipeline/validate/currencies.ts'
import { SYNC_DAY } from '../../pipeline/fixtures.ts'

type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

interface Row {
  what: string
  file: string
  id: string
  edit: (doc: Doc) => void
  /** How the Studio names document and field, and how the sync does. */
  studio: string
  sync: string
  message: string
  /**
   * The level the command-line check reports. The Studio shows every refusal as an error; the
   * command line (environment "cli") lowers each rule on an object-typed field, such as the
   * geopoint, to a warning when Sanity adds its unknown-field check to it. The seed check fails on
   * either.
   */
  level?: '[warning]'
}

const settings = (what: string, edit: (doc: Doc) => void, field: string, message: string): Row => ({
  what, file: 'settings.ndjson', id: 'siteSettings', edit, studio: `siteSettings ${field}:`, sync: `siteSettings: ${field}`, message,
})

// A valid review per review row (the seed holds none), each broken in one field below.
const review = (what: string, field: string, edit: (doc: Doc) => void, message: string): Row => ({
  what, file: 'reviews.ndjson', id: `review-${field}`, edit, studio: `review-${field} ${field}:`, sync: `review "review-${field}"`, message,
})
const validReview = (id: string): Doc => ({
  _id: id, _type: 'review', text: 'Great bikes, fair deposit.', language: 'en', author: 'Test R.', country: 'AU', rating: 5, date: '2026-01-15', source: 'google', url: 'https://maps.app.goo.gl/r1',
})

const PLAIN = 'must be plain text, without markup such as <b> or </title>'
const rows: Row[] = [
  // The sync took any 8 to 15 digits; a leading 0 is a local number WhatsApp cannot reach.
  settings('WhatsApp with a leading 0', (d) => (d.whatsappNumber = '0812345678'), 'whatsappNumber', 'Use digits only, starting with the country code (66 for Thailand), e.g. 66812345678'),
  // The sync had no upper bound.
  settings('gallery count above 12', (d) => (d.galleryInitialCount = 40), 'galleryInitialCount', 'Choose a whole number from 1 to 12'),
  // Phone and Line patterns and the closing time were checked only in the Studio.
  settings('phone in words', (d) => (d.phone = 'call the shop'), 'phone', 'Write the phone number with digits and spaces only, e.g. +66 81 234 5678'),
  settings('LINE ID with @', (d) => (d.lineId = '@phuketmoto'), 'lineId', 'Write the LINE ID without "@" or spaces, e.g. phuketmoto'),
  settings('closing before opening', (d) => (d.closesAt = '07:30'), 'closesAt', 'Closing time must be later than opening time'),
  // Texts for people (also refused by the sync alone before; now by the Studio too).
  settings('markup in the shop name', (d) => (d.shopName = 'Moto </title><script>x()</script>'), 'shopName', PLAIN),
  settings('bidi override in the district', (d) => (d.district = '\u202EuhtaK'), 'district', 'must not contain bidirectional override characters'),
  settings('control character in a translation', (d) => (d.addressLine.th = 'ภูเก็ต\u0007'), 'addressLine.th', 'must not contain control characters'),
  // The shop on the map and its public rating.
  {
    ...settings('latitude and longitude swapped', (d) => (d.location = { _type: 'geopoint', lat: 98.2969, lng: 7.8961 }), 'location', 'Latitude must be a number from -90 to 90'),
    sync: 'siteSettings: location.lat',
    level: '[warning]',
  },
  {
    // Two slips in one rating (the document has one): two decimals, and a TripAdvisor link under Google.
    ...settings('a public rating with two decimals', (d) => (d.publicRating = { source: 'google', rating: 4.75, count: 312, url: 'https://www.tripadvisor.com/Attraction_Review-g1-d2.html' }), 'publicRating.rating', 'Write the rating as the page shows it, from 1.0 to 5.0 with one decimal, e.g. 4.7'),
    sync: 'siteSettings: publicRating.rating',
  },
  {
    ...settings('a Google rating linking to TripAdvisor (the edit above)', () => {}, 'publicRating.url', 'The link must be a page on Google, the site chosen above'),
    sync: 'siteSettings: publicRating.url',
  },
  // The site's address: a tab the URL parser would silently drop is refused, not rewritten.
  settings('a website address with a tab in it', (d) => (d.siteUrl = 'https://www.phuket\tmoto.example'), 'siteUrl', 'Write the full address starting with https://, e.g. https://www.phuketmoto.com'),
  // Reviews: each field's rule, as the owner meets it in the Studio and the sync reports it.
  // A rental term's placeholder the sync cannot fill (rules/content/termPlaceholders.ts) would show as typed.
  {
    what: 'an unknown placeholder in a rental term', file: 'terms.ndjson', id: 'rentalTerm.damage', edit: (d) => (d.answer.th = d.answer.th.replace('{excesses}', '{excess}')),
    studio: 'rentalTerm.damage answer:', sync: 'rental term #', message: 'Unknown placeholder {excess}: the only one is {excesses}',
    level: '[warning]', // a rule on the object-typed answer (see level)
  },
  review('a review pasted at length', 'text', (d) => (d.text = 'x'.repeat(1001)), 'A review may have at most 1000 characters (this one has 1001): choose a shorter one'),
  review('a review in a language not in the list', 'language', (d) => (d.language = 'xx'), 'Choose the language the review is written in from the list'),
  review('a rider\'s full name', 'author', (d) => (d.author = 'Maximilian Alexander Friedrich-Wilhelm S.'), 'Write the rider\'s first name or initials, e.g. "Anna K." (at most 40 characters)'),
  review('a country in small letters', 'country', (d) => (d.country = 'au'), 'Choose the country from the list, or leave it empty'),
  review('six stars', 'rating', (d) => (d.rating = 6), 'Choose the stars the rider gave: a whole number from 1 to 5'),
  review('a review dated in the future', 'date', (d) => (d.date = '2999-01-01'), 'The date cannot be later than today on Phuket'),
  review('a review from another site', 'source', (d) => (d.source = 'yelp'), 'Choose where the rider wrote the review: Google, TripAdvisor, Facebook or in person'),
  review('a link over http', 'url', (d) => (d.url = 'http://maps.app.goo.gl/r1'), 'The link must be a full address starting with https://'),
  {
    what: 'a Google review linking to another site', file: 'reviews.ndjson', id: 'review-url-site', edit: (d) => (d.url = 'https://google.com.evil.example/r1'),
    studio: 'review-url-site url:', sync: 'review "review-url-site"', message: 'The link must be a page on Google, the site chosen above',
  },
  {
    what: 'markup in a bike name', file: 'bikes.ndjson', id: 'bike.honda-pcx', edit: (d) => (d.name = 'Honda <img src=x onerror=alert(1)>'),
    studio: 'bike.honda-pcx name:', sync: 'bike "honda-pcx": name', message: PLAIN,
  },
  // A bike's week and month prices: optional, but never negative or a fraction of a baht.
  {
    what: 'a negative week price', file: 'bikes.ndjson', id: 'bike.yamaha-nmax', edit: (d) => (d.weekPrice = -1700),
    studio: 'bike.yamaha-nmax weekPrice:', sync: 'bike "yamaha-nmax": weekPrice', message: 'The week price must be a whole number of baht above 0',
  },
  {
    what: 'a month price with satang', file: 'bikes.ndjson', id: 'bike.kawasaki-ninja', edit: (d) => (d.monthPrice = 9999.5),
    studio: 'bike.kawasaki-ninja monthPrice:', sync: 'bike "kawasaki-ninja": monthPrice', message: 'The month price must be a whole number of baht above 0',
  },
  // Delivery areas and deposits: whole baht, whole days.
  {
    ...settings('a delivery fee below zero', (d) => (d.deliveryAreas[4].fee = -500), 'deliveryAreas.{"_key":"airport"}.fee', 'The delivery fee must be a whole number of baht, 0 for free delivery'),
    sync: 'siteSettings: deliveryAreas[4].fee',
  },
  {
    ...settings('free from half a day', (d) => (d.deliveryAreas[2].freeFromDays = 2.5), 'deliveryAreas.{"_key":"kamala-surin"}.freeFromDays', 'Free from must be a whole number of rental days'),
    sync: 'siteSettings: deliveryAreas[2].freeFromDays',
  },
  settings('two areas with one web id', (d) => (d.deliveryAreas[3].id = 'patong'), 'deliveryAreas', 'Two areas have the web id "patong": give each its own'),
  {
    what: 'a deposit with satang', file: 'bikes.ndjson', id: 'bike.ktm-duke390', edit: (d) => (d.deposit = 4999.5),
    studio: 'bike.ktm-duke390 deposit:', sync: 'bike "ktm-duke390": deposit', message: 'The deposit must be a whole number of baht',
  },
  // The rental book: a bike out twice on one day, and a rental ending before it starts.
  {
    what: 'a bike rented twice on a day', file: 'rentals.ndjson', id: 'rental.example-gs', edit: (d) => (d.bike._ref = 'bike.yamaha-nmax'),
    studio: 'rental.example-nmax to:', sync: 'rentals: Yamaha NMAX 155 is rented twice',
    message: 'Yamaha NMAX 155 is rented twice: 2030-12-18 to 2030-12-27 and 2030-12-22 to 2031-01-05 share a day. A bike goes out to one rider at a time',
  },
  {
    what: 'a rental ending before it starts', file: 'rentals.ndjson', id: 'rental.example-pcx', edit: (d) => (d.to = '2030-12-01'),
    studio: 'rental.example-pcx to:', sync: 'rental of honda-pcx from 2030-12-10 to 2030-12-01: to', message: 'The last day must be the first day (2030-12-10) or later',
  },
  // Closed days and booking rules.
  settings('closed days sharing a day', (d) => d.closedDays.push({ _key: 'eve', _type: 'closedDay', from: '2026-12-31', to: '2027-01-02', note: d.closedDays[0].note }), 'closedDays',
    'The closed days 2027-01-01 to 2027-01-01 and 2026-12-31 to 2027-01-02 share a day: merge them into one'),
  settings('a notice of 200 hours', (d) => (d.minNoticeHours = 200), 'minNoticeHours', 'Write the notice in whole hours from 0 to 168 (a week)'),
  settings('a shortest rental of half a day', (d) => (d.minRentalDays = 0.5), 'minRentalDays', 'Write the shortest rental in whole days from 1 to 90'),
  {
    what: 'markup in a website text', file: 'messages.ndjson', id: 'message.meta.title', edit: (d) => (d.en = "Rental '</title><script>' {price}"),
    studio: 'message.meta.title en:', sync: 'message "meta.title": en text', message: PLAIN,
  },
  // A season's own week and month prices for a bike: optional, whole baht.
  {
    what: 'a season week price below zero', file: 'seasons.ndjson', id: 'season.songkran-2027', edit: (d) => (d.bikePrices[0].weekPrice = -2100),
    studio: 'season.songkran-2027 bikePrices.{"_key":"honda-pcx"}.weekPrice:', sync: 'season "Songkran" (season.songkran-2027): bikePrices[0].weekPrice',
    message: 'A season week price must be a whole number of baht above 0',
  },
  {
    what: 'a season month price with satang', file: 'seasons.ndjson', id: 'season.songkran-2027', edit: (d) => (d.bikePrices[1].monthPrice = 7700.5),
    studio: 'season.songkran-2027 bikePrices.{"_key":"yamaha-nmax"}.monthPrice:', sync: 'season "Songkran" (season.songkran-2027): bikePrices[1].monthPrice',
    message: 'A season month price must be a whole number of baht above 0',
  },
  // A rental period in days or in months, never both.
  {
    ...settings('a period in days and in months', (d) => (d.rentalPeriods[3].days = 30), 'rentalPeriods.{"_key":"1-month"}.days', 'Give the length in days (e.g. 7) or in months (e.g. 1), one of the two'),
    sync: 'siteSettings: rentalPeriods[3]',
  },
  // The PromptPay ID, as the standard defines each kind (one copy of the seed: one bad value per
  // field; every kind and refusal is in pipeline/validate/prepayment.test.ts), and what is asked in advance.
  settings('a tax ID with a wrong check digit', (d) => (d.promptPayId = '0-1055-36000-12-6'), 'promptPayId', 'This 13-digit ID fails its check digit'),
  settings('a prepayment of 120 percent', (d) => (d.prepayment = { kind: 'percent', percent: 120 }), 'prepayment.percent', 'The percentage must be a whole number from 1 to 100, e.g. 20'),
  settings('a kept share above 100 percent', (d) => (d.cancellationPolicy.keptPercent = 150), 'cancellationPolicy.keptPercent', 'How much of the prepayment you keep after that, in percent'),
  {
    ...settings('a policy text naming other days', (d) => (d.cancellationPolicy.text.ru = d.cancellationPolicy.text.ru.replace('за 3 дня', 'за 5 дней')), 'cancellationPolicy.text',
      'The policy text (ru) must name the same number of days as "Free cancellation until (days before pickup)": 3'),
    level: '[warning]',
  },
  // Extras and cover levels: a cap no higher than a day, an extra nobody gets, a priced default and two defaults.
  {
    ...settings('a top box capped below its day price', (d) => (d.extras[2].cap = 30), 'extras.{"_key":"top-box"}.cap', "The cap must be more than one day's price (30 baht), or empty for no cap"),
    sync: 'siteSettings: extras[2].cap',
  },
  {
    ...settings('a phone holder neither free nor bookable', (d) => (d.extras[3].maxPerBooking = 0), 'extras.{"_key":"phone-holder"}.maxPerBooking', 'This extra is neither included free nor bookable'),
    sync: 'siteSettings: extras[3].maxPerBooking',
  },
  {
    ...settings('a default cover with a price', (d) => (d.coverLevels[0].pricePerDay = 50), 'coverLevels.{"_key":"basic"}.pricePerDay', 'The default cover comes with the bike, in its price: set its price per day to 0'),
    sync: 'siteSettings: coverLevels[0].pricePerDay',
  },
  settings('two default covers', (d) => (d.coverLevels[1].isDefault = true), 'coverLevels', 'Mark exactly one cover level as the default, the cover every bike comes with (2 are marked)'),
  // The late-return sentence: one sentence, in every language.
  {
    ...settings('a late-return sentence at length', (d) => (d.lateReturn.en = 'x'.repeat(241)), 'lateReturn', 'Keep the late-return sentence to 240 characters (this one has 241)'),
    sync: 'siteSettings: lateReturn.en',
    level: '[warning]',
  },
  // The shop's rates for other currencies (rules/content/currencies.ts).
  {
    ...settings('a yuan rate of zero', (d) => (d.currencyRates[0].bahtPerUnit = 0), 'currencyRates.{"_key":"cny"}.bahtPerUnit', 'Write the rate: how many baht one unit of the currency is worth, above 0'),
    sync: 'siteSettings: currencyRates[0].bahtPerUnit',
  },
  {
    ...settings('a dollar rate typed the wrong way round', (d) => (d.currencyRates[2].bahtPerUnit = 0.031), 'currencyRates.{"_key":"usd"}.bahtPerUnit', 'A rate of 0.031 baht for 1 US dollar cannot be right: it is usually between 15 and 70 baht. Written the other way round? 1 US dollar = 32.26 baht'),
    sync: 'siteSettings: currencyRates[2].bahtPerUnit',
  },
  {
    ...settings('a rate set in years to come', (d) => (d.currencyRates[1].setOn = '2099-01-01'), 'currencyRates.{"_key":"rub"}.setOn', 'The date you set this rate (2099-01-01) is after today'),
    sync: 'siteSettings: currencyRates[1].setOn',
  },
]

// Prices that publish but are probably slips: a warning in the Studio, a warning line from the sync.
const warningRows: Row[] = [
  {
    what: 'a week dearer than 7 days', file: 'bikes.ndjson', id: 'bike.honda-cbr500r', edit: (d) => (d.weekPrice = 5000),
    studio: 'bike.honda-cbr500r weekPrice:', sync: 'bike "honda-cbr500r"', message: 'The week price is more than 7 days at the day price (4,550 baht)',
  },
  {
    what: 'a month cheaper than a week', file: 'bikes.ndjson', id: 'bike.bmw-r1250gs', edit: (d) => (d.monthPrice = 7000),
    studio: 'bike.bmw-r1250gs monthPrice:', sync: 'bike "bmw-r1250gs"', message: 'The month price is lower than the week price (7,500 baht)',
  },
  // The hero and Special Services promise free delivery: no free area makes them untrue (the other
  // two areas are broken above, so none is free).
  settings('no free delivery area', (d) => [0, 1, 3].forEach((i) => { d.deliveryAreas[i].fee = 300; delete d.deliveryAreas[i].freeFromDays }), 'deliveryAreas', 'No delivery area is free: the website\'s "free delivery" sentences'),
  // A period named in months but given in days costs days and returns days later.
  {
    ...settings('three months given as 90 days', (d) => { delete d.rentalPeriods[4].months; d.rentalPeriods[4].days = 90 }, 'rentalPeriods.{"_key":"3-months"}.days', '"3-months" is given as 90 days: give it as 3 in Months instead'),
    sync: 'siteSettings: rentalPeriods[4]',
  },
  // The headline's starting price below every bike's "from" price (real details: no example prefix).
  // A rate set longer ago than the owner allows (the Studio counts from the real today, the sync from its pinned day).
  {
    ...settings('a euro rate set long ago', (d) => (d.currencyRates[3].setOn = '2025-06-01'), 'currencyRates.{"_key":"eur"}.setOn', 'more than the 14 days you allow: check it and set today\'s rate and date'),
    sync: 'siteSettings: currencyRates[3] (EUR)',
  },
  settings('a starting price no bike matches', (d) => Object.assign(d, { startingPrice: 240, exampleContent: false }), 'startingPrice', 'No bike costs 240 baht a day: the cheapest is the '),
]

let seed: string
let studioOut: string
let studioCode: number
let syncProblems: string[]
let syncWarnings: string[]

beforeAll(async () => {
  seed = await mkdtemp(path.join(tmpdir(), 'shared-rules-'))
  await cp(path.join(REPO_ROOT, 'studio', 'seed'), seed, { recursive: true })
  const reviewIds = rows.filter((row) => row.file === 'reviews.ndjson').map((row) => row.id)
  await writeFile(path.join(seed, 'reviews.ndjson'), `${reviewIds.map((id) => JSON.stringify(validReview(id))).join('\n')}\n`)
  for (const row of [...rows, ...warningRows]) {
    const file = path.join(seed, row.file)
    const lines = (await readFile(file, 'utf8')).trim().split('\n')
    const at = lines.findIndex((line) => JSON.parse(line)._id === row.id)
    const doc = JSON.parse(lines[at])
    row.edit(doc)
    lines[at] = JSON.stringify(doc)
    await writeFile(file, `${lines.join('\n')}\n`)
  }
  const run = await new Promise<{ code: number; out: string }>((resolve) =>
    execFile('npm', ['run', '--silent', '--prefix', 'studio', 'seed:validate', '--', seed], { cwd: REPO_ROOT }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
    ),
  )
  studioOut = run.out
  studioCode = run.code
  const content = await fetchContent(await createSeedSource(seed), SYNC_DAY)
  syncWarnings = [...bikeWarnings(content.bikes), ...settingsWarnings(content.settings, content.bikes), ...deliveryWarnings(content.delivery), ...currencyWarnings(content.currencies, SYNC_DAY.today)]
  try {
    validateContent(content, 'test')
    syncProblems = []
  } catch (error) {
    syncProblems = [...((error as { problems?: string[] }).problems ?? [String(error)])]
  }
}, 180_000)
afterAll(() => rm(seed, { recursive: true, force: true }))

it('the Studio refuses the broken seed', () => expect(studioCode).not.toBe(0))

it.each(rows)('$what: refused by the Studio and by the sync with the same words', (row) => {
  const studioLine = studioOut.split('\n').find((line) => line.includes(row.studio) && line.includes(row.message))
  expect(studioLine, `Studio output:\n${studioOut}`).toBeDefined()
  expect(studioLine).toContain(row.level ?? '[error]')
  const syncLine = syncProblems.find((line) => line.startsWith(row.sync) && line.includes(row.message))
  expect(syncLine, `sync problems:\n${syncProblems.join('\n')}`).toBeDefined()
})

it.each(warningRows)('$what: a warning from the Studio and from the sync, with the same words', (row) => {
  const studioLine = studioOut.split('\n').find((line) => line.includes(row.studio) && line.includes(row.message))
  expect(studioLine, `Studio output:\n${studioOut}`).toContain('[warning]')
  expect(syncWarnings.find((line) => line.startsWith(row.sync) && line.includes(row.message)), `sync warnings:\n${syncWarnings.join('\n')}`).toBeDefined()
  expect(syncProblems.some((line) => line.includes(row.message))).toBe(false)
})
