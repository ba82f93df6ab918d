// The change summary: what the owner's edits mean, in words (prices, bikes, texts, settings),
// comparing the committed snapshots with freshly fetched content.
import path from 'node:path'
import { languageContent, withoutWords, type ContentWords, type LanguageContent } from '../../src/content/languageContent.ts'
import { defaultLocale, perLocale } from '../../src/i18n/locales.ts'
import { isRecord, LOCALES } from '../validate/checks.ts'
import { withCoverTerm } from './coverTerm.ts'
import { moneyChanges } from './moneyChanges.ts'
import { readOrNull } from './outputs.ts'
import { GENERATED_DIR, json, modelsOf } from './snapshots.ts'
import { WORD_JOINER } from './thaiPlaceNames.ts'
import type { AnonymousUnits } from '../../rules/content/units.ts'
import type { Content } from '../validate/validate.ts'

type Rec = Record<string, unknown>
type Models = Record<string, AnonymousUnits>
export interface Snapshot {
  bikes: Rec[]
  settings: Rec
  messages: Record<string, Record<string, unknown>>
  terms: Rec[]
  /** visit.json's item: the shop's position, pictures, public rating and reviews */
  visit: Rec
  /** seasons.json's items (none before the first sync that wrote it) */
  seasons?: Rec[]
  /** delivery.json's item: the delivery areas and the deposit's sentence on documents */
  delivery?: Rec
  /** extras.json's item: the extras and cover levels with their prices */
  extras?: Rec
  /** availability.json: per model, the days each unit in service is out (not ended), and the booking rules */
  availability?: { models: Models; rules: Rec }
}

const MAX_LISTED = 12

export async function readCommitted(root: string): Promise<Snapshot | null> {
  const read = async (name: string) => {
    const bytes = await readOrNull(path.join(root, GENERATED_DIR, name))
    try {
      // Without the word joiners the snapshots put in Thai place names (./thaiPlaceNames.ts): the
      // content is compared as the owner wrote it.
      return bytes ? (JSON.parse(bytes.toString('utf8').replaceAll(WORD_JOINER, '')) as Rec) : null
    } catch {
      return null // a hand-mangled snapshot is simply replaced; the summary treats it as absent
    }
  }
  const bikes = await read('bikes.json')
  const settings = await read('settings.json')
  if (!Array.isArray(bikes?.items) || !isRecord(settings?.item)) return null
  const terms = await read('terms.json')
  const visit = await read('visit.json')
  const seasons = await read('seasons.json')
  const delivery = await read('delivery.json')
  const availability = await read('availability.json')
  const extras = await read('extras.json')
  const messages: Snapshot['messages'] = {}
  const words: Partial<Record<string, LanguageContent>> = {}
  for (const locale of LOCALES) {
    const file = await read(`messages.${locale}.json`)
    messages[locale] = isRecord(file?.messages) ? file.messages : {}
    const page = await read(`messages.${locale}.ast.json`)
    if (isRecord(page?.content)) words[locale] = page.content as LanguageContent
  }
  return {
    ...withWords(bikes.items as Rec[], settings.item, words),
    messages,
    terms: Array.isArray(terms?.items) ? (terms.items as Rec[]) : [],
    visit: isRecord(visit?.item) ? visit.item : {},
    seasons: list(seasons?.items),
    delivery: isRecord(delivery?.item) ? delivery.item : {},
    extras: isRecord(extras?.item) ? extras.item : {},
    availability: { models: isRecord(availability?.models) ? (availability.models as Models) : {}, rules: isRecord(availability?.rules) ? availability.rules : {} },
  }
}

export function snapshotOf(content: Content): Snapshot {
  const list = content.messages as Rec[]
  const messages = Object.fromEntries(LOCALES.map((l) => [l, Object.fromEntries(list.map((m) => [m.key, m[l]]))]))
  const split = withoutWords(content as ContentWords & { settings: Rec })
  const words = perLocale((locale) => languageContent(content as ContentWords, locale))
  return {
    ...withWords(split.bikes as Rec[], split.settings, words), messages, visit: content.visit as Rec,
    // As terms.json holds them: with the cover levels' term (./coverTerm.ts).
    terms: withCoverTerm(content.terms, content.extras, list as Array<Rec & { key: string }>) as Rec[],
    seasons: Array.isArray(content.seasons) ? content.seasons.filter(isRecord) : [],
    delivery: (content.delivery ?? {}) as Rec,
    extras: isRecord(content.extras) ? content.extras : {},
    availability: { models: modelsOf(content), rules: isRecord(content.bookingRules) ? content.bookingRules : {} },
  }
}

/**
 * bikes.json and settings.json leave out the content's words (each language's page file carries
 * them): both sides are compared with the words folded back in, a list per language.
 */
function withWords(bikes: Rec[], settings: Rec, words: Partial<Record<string, LanguageContent>>): Pick<Snapshot, 'bikes' | 'settings'> {
  const inEach = <T>(pick: (language: LanguageContent) => T) => Object.fromEntries(LOCALES.map((l) => [l, words[l] ? pick(words[l]) : null]))
  return {
    bikes: bikes.map((bike) => ({ ...bike, features: inEach((language) => language.bikeFeatures[String(bike.id)] ?? null) })),
    settings: { ...settings, addressLine: inEach((language) => language.addressLine) },
  }
}

export function describeChanges(before: Snapshot | null, after: Snapshot): string[] {
  if (!before) return ['no committed snapshots to compare with (first sync)']
  // What moves money first, one line each and never cut short (./moneyChanges.ts).
  const lines: string[] = moneyChanges(
    { prepayment: before.delivery?.prepayment, extras: before.extras },
    { prepayment: after.delivery?.prepayment, extras: after.extras },
  )
  const add = (label: string, items: string[]) => items.length && lines.push(`${label}: ${cap(items).join(', ')}`)
  const oldBikes = new Map(before.bikes.map((b) => [String(b.id), b]))
  const newBikes = new Map(after.bikes.map((b) => [String(b.id), b]))
  add('bikes added', [...newBikes.keys()].filter((id) => !oldBikes.has(id)))
  add('bikes removed', [...oldBikes.keys()].filter((id) => !newBikes.has(id)))
  const prices: string[] = []
  const fromPrices: string[] = []
  const cardPrices: string[] = []
  const perBike: Array<[string, string[]]> = []
  for (const [id, bike] of newBikes) {
    const old = oldBikes.get(id)
    if (!old) continue
    if (old.price !== bike.price) prices.push(`${id} ${show(old.price)} → ${show(bike.price)}`)
    // The card's "from" price follows the day price and the seasons, or a season's end with no edit.
    else if (old.lowestDayPrice !== bike.lowestDayPrice) fromPrices.push(`${id} ${show(old.lowestDayPrice)} → ${show(bike.lowestDayPrice)}`)
    // Worked out from the bike's prices and the seasons: said when they moved with no price edit
    // of the bike's (a season edited, or ended).
    const ownEdit = ['price', 'weekPrice', 'monthPrice'].some((field) => old[field] !== bike[field])
    if (!ownEdit && json(old.prices ?? null) !== json(bike.prices ?? null)) cardPrices.push(id)
    perBike.push([`bike ${id}`, fieldChanges(old, bike, ['price', 'lowestDayPrice', 'prices'])])
  }
  add('prices', prices)
  add('"from" prices', fromPrices)
  add("cards' week, month and season prices", cardPrices)
  for (const [label, changes] of perBike) add(label, changes)
  add('settings', fieldChanges(before.settings, after.settings, []))

  const oldKeys = Object.keys(before.messages[defaultLocale] ?? {})
  const newKeys = Object.keys(after.messages[defaultLocale] ?? {})
  add('message keys added', newKeys.filter((k) => !oldKeys.includes(k)))
  add('message keys removed', oldKeys.filter((k) => !newKeys.includes(k)))
  const texts = newKeys.filter((k) => oldKeys.includes(k)).flatMap((key) => {
    const locales = LOCALES.filter((l) => before.messages[l]?.[key] !== after.messages[l]?.[key])
    return locales.length ? [`${key} (${locales.join(', ')})`] : []
  })
  add('texts changed', texts)
  add('rental terms', termChanges(before.terms, after.terms))
  add('map & reviews', fieldChanges(before.visit, after.visit, ['reviews']))
  const [oldReviews, newReviews] = [before.visit, after.visit].map((visit) => new Map(list(visit.reviews).map((r) => [String(r.id), r])))
  add('reviews added', [...newReviews.keys()].filter((id) => !oldReviews.has(id)))
  add('reviews removed', [...oldReviews.keys()].filter((id) => !newReviews.has(id)))
  add('delivery & deposit', deliveryChanges(before.delivery ?? {}, after.delivery ?? {}))
  add('reviews changed', [...newReviews].filter(([id, r]) => oldReviews.has(id) && json(oldReviews.get(id)) !== json(r)).map(([id]) => id))
  add('seasons', seasonChanges(before.seasons ?? [], after.seasons ?? []))
  add('rental book', rentalChanges(before.availability?.models ?? {}, after.availability?.models ?? {}))
  add('booking rules', bookingRuleChanges(before.availability?.rules ?? {}, after.availability?.rules ?? {}))
  return lines.length ? lines : ['no content changes']
}

/** Seasons by their English name and dates: added, removed, or changed. */
function seasonChanges(before: Rec[], after: Rec[]): string[] {
  const label = (season: Rec) =>
    `"${String(isRecord(season.name) ? season.name[defaultLocale] : season.id)}" (${show(season.from)} to ${show(season.to)})`
  const old = new Map(before.map((season) => [String(season.id), season]))
  const now = new Map(after.map((season) => [String(season.id), season]))
  return [
    ...[...now].flatMap(([id, season]) => (!old.has(id) ? [`${label(season)} added`] : json(old.get(id)) !== json(season) ? [`${label(season)} changed`] : [])),
    ...[...old].flatMap(([id, season]) => (now.has(id) ? [] : [`${label(season)} removed`])),
  ]
}

/** Days out by model and dates (all the snapshot knows of them): new ones, those gone (ended or deleted), and units in service. */
function rentalChanges(before: Models, after: Models): string[] {
  const labels = (models: Models) => Object.entries(models).flatMap(([bike, units]) => units.flat().map((out) => `${bike} ${out.from} to ${out.to}`))
  const [old, now] = [labels(before), labels(after)]
  // A bike added or removed is named with the bikes; here, a unit more or less behind a card.
  const units = Object.entries(after).filter(([bike, list]) => before[bike] && before[bike].length !== list.length)
  return [
    ...now.filter((r) => !old.includes(r)).map((r) => `${r} added`),
    ...old.filter((r) => !now.includes(r)).map((r) => `${r} gone (ended or deleted)`),
    ...units.map(([bike, list]) => `${bike}: ${list.length} unit${list.length === 1 ? '' : 's'} in service (was ${before[bike]?.length})`),
  ]
}

/** The notice and the shortest rental as numbers; closed days by their dates. */
function bookingRuleChanges(before: Rec, after: Rec): string[] {
  const label = (closed: Rec) => `closed ${String(closed.from)} to ${String(closed.to)}`
  const [old, now] = [list(before.closedDays), list(after.closedDays)]
  const byLabel = new Map(old.map((closed) => [label(closed), closed]))
  return [
    ...fieldChanges(before, after, ['closedDays']),
    ...now.flatMap((closed) => {
      const was = byLabel.get(label(closed))
      return !was ? [`${label(closed)} added`] : json(was) !== json(closed) ? [`${label(closed)} sentence changed`] : []
    }),
    ...old.filter((closed) => !now.some((c) => label(c) === label(closed))).map((closed) => `${label(closed)} removed`),
  ]
}

/** Rental terms by their English question: added, removed, moved, or which language changed. */
function termChanges(before: Rec[], after: Rec[]): string[] {
  const label = (term: Rec) => `"${String(isRecord(term.question) ? term.question[defaultLocale] : term.id)}"`
  const old = new Map(before.map((term) => [String(term.id), term]))
  const now = new Map(after.map((term) => [String(term.id), term]))
  const lines: string[] = []
  for (const [id, term] of now) {
    const was = old.get(id)
    if (!was) {
      lines.push(`${label(term)} added`)
      continue
    }
    const languages = LOCALES.filter((l) => ['question', 'answer'].some((f) => json((was[f] as Rec | undefined)?.[l] ?? null) !== json((term[f] as Rec | undefined)?.[l] ?? null)))
    if (languages.length) lines.push(`${label(term)} changed (${languages.join(', ')})`)
    if (was.order !== term.order) lines.push(`${label(term)} moved ${show(was.order)} → ${show(term.order)}`)
  }
  for (const [id, term] of old) if (!now.has(id)) lines.push(`${label(term)} removed`)
  return lines
}

/** Delivery areas by web id: added, removed, or which field changed; and the two sentences. */
function deliveryChanges(before: Rec, after: Rec): string[] {
  const byId = (delivery: Rec) => new Map(list(delivery.areas).map((area) => [String(area.id), area]))
  const [old, now] = [byId(before), byId(after)]
  const lines = [...now].flatMap(([id, area]) => {
    const was = old.get(id)
    return was ? fieldChanges(was, area, []).map((change) => `area ${id} ${change}`) : [`area ${id} added`]
  })
  for (const id of old.keys()) if (!now.has(id)) lines.push(`area ${id} removed`)
  for (const sentence of ['depositPolicy', 'lateReturn']) {
    if (json(before[sentence] ?? null) !== json(after[sentence] ?? null)) lines.push(`${sentence} changed`)
  }
  return lines
}

function fieldChanges(before: Rec, after: Rec, skip: string[]): string[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !skip.includes(f)).sort()
  return fields.flatMap((field) => {
    const [a, b] = [before[field], after[field]]
    if (json(a ?? null) === json(b ?? null)) return []
    const scalar = (v: unknown) => v === null || v === undefined || typeof v !== 'object'
    return [scalar(a) && scalar(b) ? `${field} ${show(a)} → ${show(b)}` : `${field} changed`]
  })
}

function list(value: unknown): Rec[] {
  return Array.isArray(value) ? value.filter(isRecord) : []
}

function show(value: unknown): string {
  return value === null || value === undefined ? 'nothing' : typeof value === 'string' ? JSON.stringify(value) : String(value)
}

function cap(items: string[]): string[] {
  return items.length > MAX_LISTED ? [...items.slice(0, MAX_LISTED), `… ${items.length - MAX_LISTED} more`] : items
}
