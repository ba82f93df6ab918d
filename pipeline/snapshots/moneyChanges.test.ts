// The change summary names what moves money first: the PromptPay ID in full, the prepayment and
// cancellation rule, the prices of extras and cover levels; on the real seed.
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeChanges, snapshotOf } from './changes.ts'
import { fetchContent } from '../run.ts'
import { createSeedSource } from '../sources/seed-source.ts'
import { SYNC_DAY } from '../fixtures.ts'
import type { Content } from '../validate/validate.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
type Edited = Content & { delivery: Row; extras: Row; bikes: Row[] }

let base: Content
beforeAll(async () => {
  base = await fetchContent(await createSeedSource(path.join(process.cwd(), 'studio', 'seed')), SYNC_DAY)
})
const after = (edit: (content: Edited) => void) => {
  const content = structuredClone(base) as Edited
  edit(content)
  return describeChanges(snapshotOf(base), snapshotOf(content))
}

describe('money in the change summary', () => {
  it('names a new PromptPay ID in full, before and after, ahead of a price change', () => {
    const was = (base.delivery as Row).prepayment.promptPayId
    expect(was).toBe('081 234 5678')
    const lines = after((content) => {
      content.bikes[0].price += 10
      content.delivery.prepayment.promptPayId = '0899999999'
    })
    expect(lines[0]).toBe('money: PromptPay ID "081 234 5678" → "0899999999"')
    expect(lines.slice(1).some((line) => line.startsWith('prices: '))).toBe(true)
  })

  it('names the prepayment rule and the cancellation numbers', () => {
    expect(after((content) => {
      Object.assign(content.delivery.prepayment, { kind: 'percent', percent: 30, freeUntilDays: 7, keptPercent: 50, cashAtPickup: false })
    })).toEqual([
      'money: prepayment asked "firstDay" → "percent"',
      'money: prepayment percent nothing → 30',
      'money: prepayment in cash at pickup true → false',
      'money: free cancellation until (days before pickup) 3 → 7',
      'money: prepayment kept after that (%) 100 → 50',
    ])
  })

  it('names the prices of extras and cover levels, added and removed ones too', () => {
    expect(after((content) => {
      content.extras.extras[1].price = 80
      content.extras.extras[1].cap = 800
      content.extras.coverLevels[1].pricePerDay = 300
      content.extras.coverLevels[1].excess = 0
      content.extras.extras.splice(2, 1)
      content.extras.extras.push({ ...content.extras.extras[0], id: 'gopro', price: 250, unit: 'rental', cap: null, included: 0 })
    })).toEqual([
      'money: extra "full-face-helmet" price (THB) 50 → 80',
      'money: extra "full-face-helmet" cap per rental (THB) 500 → 800',
      'money: extra "gopro" added: price (THB) 250, priced per "rental", cap per rental (THB) nothing, free with the bike 0',
      'money: extra "top-box" removed',
      'money: cover "full" price per day (THB) 150 → 300',
      'money: cover "full" excess (THB) 1000 → 0',
      // The cover levels' term and the answers' {excesses} are written from them (./coverTerm.ts): named after the money.
      'rental terms: "What does the insurance cover?" changed (en, zh, th, ru), "What cover can I choose, and what do I pay if the bike is damaged or stolen?" changed (en, zh, th, ru), "What if the bike gets a scratch or is damaged?" changed (en, zh, th, ru)',
    ])
  })

  it('says nothing of money when nothing that moves it changed', () => {
    expect(after(() => undefined)).toEqual(['no content changes'])
  })
})
