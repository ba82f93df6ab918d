// Sentences of the content that state a promise the delivery settings also hold: a text may say
// delivery is free only where an area is free, so a text that says so names a free area (Patong)
// or takes the area from the form ({area}). A flat "Free delivery" while some area charges a fee is
// refused, naming the message, whatever language the owner reads first (the English decides).
import { isRecord } from './checks.ts'
import { EXCESSES_PLACEHOLDER } from '../../rules/content/termPlaceholders.ts'

const FREE_DELIVERY = /\bfree\s+(?:hotel\s+)?delivery\b|\bdelivery\s+is\s+free\b/i

type Area = { name: string; fee: number }

function areasOf(delivery: unknown): Area[] {
  const areas = isRecord(delivery) && Array.isArray(delivery.areas) ? delivery.areas : []
  return areas.filter(isRecord).map((area) => ({
    name: isRecord(area.name) && typeof area.name.en === 'string' ? area.name.en : '',
    fee: typeof area.fee === 'number' ? area.fee : 0,
  }))
}

export function validateDeliveryClaims(messages: unknown, delivery: unknown, problems: string[]): void {
  const areas = areasOf(delivery)
  const charged = areas.filter((area) => area.fee > 0)
  if (charged.length === 0) return
  const free = areas.filter((area) => area.fee === 0 && area.name)
  for (const message of (Array.isArray(messages) ? messages : []).filter(isRecord)) {
    const english = typeof message.en === 'string' ? message.en : ''
    if (!FREE_DELIVERY.test(english) || /\{area\}/.test(english)) continue
    if (free.some((area) => english.includes(area.name))) continue
    const where = free.length ? `name where it is free (${free.map((area) => area.name).join(', ')})` : 'no area is free: drop the claim'
    problems.push(
      `message.${String(message.key)}: en says delivery is free, but the delivery settings charge a fee in ${charged.map((area) => area.name).join(', ')}: ${where} (got ${JSON.stringify(english)})`,
    )
  }
}

const BAHT_AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)\s*baht\b/gi

/**
 * The deposit term states what the bikes' own deposits are: every amount its English names is some
 * bike's deposit, and every bike's deposit is named, so the terms never ask what the form does not.
 */
export function validateDepositClaim(terms: unknown, bikes: unknown, problems: string[]): void {
  const deposits = new Set((Array.isArray(bikes) ? bikes : []).filter(isRecord).map((bike) => bike.deposit).filter((deposit): deposit is number => typeof deposit === 'number'))
  const term = (Array.isArray(terms) ? terms : []).filter(isRecord).find((t) => t.id === 'rentalTerm.deposit')
  const english = term && isRecord(term.answer) && typeof term.answer.en === 'string' ? term.answer.en : null
  if (english === null || deposits.size === 0) return
  const named = new Set([...english.matchAll(BAHT_AMOUNT)].map((match) => Number(match[1]!.replace(/,/g, ''))))
  const unknown = [...named].filter((amount) => !deposits.has(amount))
  const missing = [...deposits].filter((amount) => !named.has(amount))
  if (unknown.length || missing.length) {
    problems.push(
      `rentalTerm.deposit: answer.en must name the bikes' deposits (${[...deposits].sort((a, b) => a - b).join(', ')} baht)${unknown.length ? `; no bike's deposit is ${unknown.join(', ')} baht` : ''}${missing.length ? `; it leaves out ${missing.join(', ')} baht` : ''}`,
    )
  }
}

/** A text outside the content that the claims still read: an e-mail template's English. */
export type EnglishText = { where: string; en: string }

const NOTHING_PAID_AHEAD = /\bnothing\s+(?:is\s+)?paid\s+(?:online|in\s+advance)\b|\bno\s+payment\s+(?:online|in\s+advance)\b/i
const PREPAYMENT_WORD = /\bprepay/i

/**
 * What the texts say is paid before the pickup agrees with the prepayment setting: while the shop
 * asks a prepayment no text says nothing is paid ahead, and while it asks none no rental term speaks
 * of one (the form's prepayment texts show only with a prepayment, so they are not read here).
 */
export function validatePrepaymentClaims(messages: unknown, terms: unknown, delivery: unknown, problems: string[], templates: readonly EnglishText[] = []): void {
  const prepayment = isRecord(delivery) && isRecord(delivery.prepayment) ? delivery.prepayment : null
  if (prepayment === null) return
  const asked = prepayment.kind !== 'none'
  const englishOf = (value: unknown) => (isRecord(value) && typeof value.en === 'string' ? value.en : '')
  const texts = [
    ...(Array.isArray(messages) ? messages : []).filter(isRecord).map((m) => ({ where: `message.${String(m.key)}: en`, english: englishOf(m), term: false })),
    ...(Array.isArray(terms) ? terms : []).filter(isRecord).map((t) => ({ where: `${String(t.id)}: answer.en`, english: englishOf(t.answer), term: true })),
    // The e-mail templates the owner pastes into EmailJS (pipeline/sources/templates.ts).
    ...templates.map((t) => ({ where: `${t.where} (en)`, english: t.en, term: false })),
  ]
  for (const { where, english, term } of texts) {
    if (asked && NOTHING_PAID_AHEAD.test(english)) {
      problems.push(`${where} says nothing is paid ahead, but Shop settings ask a prepayment (${String(prepayment.kind)}): say what is prepaid, or set the prepayment to none (got ${JSON.stringify(english)})`)
    }
    if (!asked && term && PREPAYMENT_WORD.test(english)) {
      problems.push(`${where} speaks of a prepayment, but Shop settings ask none: drop it, or set the prepayment (got ${JSON.stringify(english)})`)
    }
  }
}

const EXCESS_AMOUNT = /(\d{1,3}(?:,\d{3})+|\d+)\s*baht\s+excess\b|\bexcess\s+of\s+(\d{1,3}(?:,\d{3})+|\d+)\s*baht\b|\bexcess\b[^.]*?\((\d{1,3}(?:,\d{3})+|\d+)\s*baht\b|\bexcess\b[^.]*?:\s*(\d{1,3}(?:,\d{3})+|\d+)\s*baht\b/gi
const BAHT = /(\d{1,3}(?:,\d{3})+|\d+)\s*baht\b/gi

/**
 * A rental term that names an excess in baht names one a cover level has (Shop settings → Extras &
 * cover), so the insurance and damage answers never promise an excess the form does not offer; and
 * while the levels have several excesses, a term that names one names them all, so no answer reads
 * as if there were only one.
 */
export function validateExcessClaim(terms: unknown, extras: unknown, problems: string[], templates: readonly EnglishText[] = []): void {
  const levels = isRecord(extras) && Array.isArray(extras.coverLevels) ? extras.coverLevels.filter(isRecord) : []
  if (levels.length === 0) return
  const excesses = new Set(levels.map((level) => level.excess))
  const offered = levels.map((level) => `${isRecord(level.name) ? String(level.name.en) : String(level.id)}: ${Number(level.excess).toLocaleString('en-US')} baht`).join(', ')
  const texts = [
    ...(Array.isArray(terms) ? terms : []).filter(isRecord).map((term) => ({ where: `${String(term.id)}: answer.en`, english: isRecord(term.answer) && typeof term.answer.en === 'string' ? term.answer.en : '' })),
    ...templates.map((t) => ({ where: `${t.where} (en)`, english: t.en })),
  ]
  for (const { where, english } of texts) {
    const named = new Set([...english.matchAll(EXCESS_AMOUNT)].map((match) => Number((match[1] ?? match[2] ?? match[3] ?? match[4])!.replace(/,/g, ''))))
    for (const amount of named) if (!excesses.has(amount)) problems.push(`${where} names an excess of ${amount.toLocaleString('en-US')} baht, but no cover level has it (${offered})`)
    if (named.size === 0 || excesses.size < 2) continue
    // Every amount in baht the text gives, so "5,000 baht with Basic cover, 1,000 baht with Full cover" counts both.
    const all = new Set([...english.matchAll(BAHT)].map((match) => Number(match[1]!.replace(/,/g, ''))))
    const missing = [...excesses].filter((amount) => !all.has(amount as number))
    if (missing.length) problems.push(`${where} gives the excess of one cover level only, while the levels have several (${offered}): name each, or leave the amount out`)
  }
}

/** An answer that names the excesses by {excesses} needs cover levels to fill it from (../snapshots/coverTerm.ts). */
export function validateExcessPlaceholder(terms: unknown, extras: unknown, problems: string[]): void {
  const levels = isRecord(extras) && Array.isArray(extras.coverLevels) ? extras.coverLevels : []
  if (levels.length > 0) return
  for (const term of (Array.isArray(terms) ? terms : []).filter(isRecord)) {
    const answer = isRecord(term.answer) ? term.answer : {}
    const locales = Object.keys(answer).filter((locale) => typeof answer[locale] === 'string' && (answer[locale] as string).includes(EXCESSES_PLACEHOLDER))
    if (locales.length) problems.push(`${String(term.id)}: answer.${locales.join(', answer.')} holds ${EXCESSES_PLACEHOLDER}, but Shop settings → Extras & cover has no cover level to fill it from: add the levels, or write the amounts`)
  }
}
