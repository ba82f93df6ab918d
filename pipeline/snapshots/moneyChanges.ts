// The changes that move money, listed before every other change: whoever can publish could send
// every visitor's prepayment to another account, or change what the form charges, and the owner's
// record of what changed must say so first. The PromptPay ID is shown in full, before and after.
import { isRecord } from '../validate/checks.ts'

type Rec = Record<string, unknown>

/** The prefix of every money line; .ci/content-sync.sh picks these lines out for the run page. */
export const MONEY_LABEL = 'money'

/** What the form charges and where the prepayment goes: delivery.json's prepayment, extras.json's prices. */
export interface MoneyContent {
  prepayment?: unknown
  extras?: unknown
}

const PREPAYMENT_FIELDS: Array<[string, string]> = [
  ['promptPayId', 'PromptPay ID'],
  ['kind', 'prepayment asked'],
  ['percent', 'prepayment percent'],
  ['amount', 'prepayment fixed amount (THB)'],
  ['cashAtPickup', 'prepayment in cash at pickup'],
  ['freeUntilDays', 'free cancellation until (days before pickup)'],
  ['keptPercent', 'prepayment kept after that (%)'],
]
const EXTRA_FIELDS: Array<[string, string]> = [
  ['price', 'price (THB)'],
  ['unit', 'priced per'],
  ['cap', 'cap per rental (THB)'],
  ['included', 'free with the bike'],
]
const COVER_FIELDS: Array<[string, string]> = [
  ['pricePerDay', 'price per day (THB)'],
  ['excess', 'excess (THB)'],
  ['isDefault', 'chosen by default'],
]

/** One line each, "money: …", in the order the owner would check them: payee, rule, cancellation, extras, cover. */
export function moneyChanges(before: MoneyContent, after: MoneyContent): string[] {
  const lines = [
    ...fields('', record(before.prepayment), record(after.prepayment), PREPAYMENT_FIELDS),
    ...byId('extra', list(record(before.extras).extras), list(record(after.extras).extras), EXTRA_FIELDS),
    ...byId('cover', list(record(before.extras).coverLevels), list(record(after.extras).coverLevels), COVER_FIELDS),
    ...fields('', record(before.extras), record(after.extras), [['followSeasons', 'extras follow the seasons']]),
  ]
  return lines.map((line) => `${MONEY_LABEL}: ${line}`)
}

function fields(prefix: string, before: Rec, after: Rec, names: Array<[string, string]>): string[] {
  return names.flatMap(([field, label]) =>
    show(before[field]) === show(after[field]) ? [] : [`${prefix}${label} ${show(before[field])} → ${show(after[field])}`],
  )
}

function byId(kind: string, before: Rec[], after: Rec[], names: Array<[string, string]>): string[] {
  const old = new Map(before.map((item) => [String(item.id), item]))
  const now = new Map(after.map((item) => [String(item.id), item]))
  const priced = (item: Rec) => names.map(([field, label]) => `${label} ${show(item[field])}`).join(', ')
  return [
    ...[...now].flatMap(([id, item]) => {
      const was = old.get(id)
      return was ? fields(`${kind} "${id}" `, was, item, names) : [`${kind} "${id}" added: ${priced(item)}`]
    }),
    ...[...old.keys()].filter((id) => !now.has(id)).map((id) => `${kind} "${id}" removed`),
  ]
}

const record = (value: unknown): Rec => (isRecord(value) ? value : {})
const list = (value: unknown): Rec[] => (Array.isArray(value) ? value.filter(isRecord) : [])
const show = (value: unknown): string =>
  value === null || value === undefined ? 'nothing' : typeof value === 'string' ? JSON.stringify(value) : String(value)
