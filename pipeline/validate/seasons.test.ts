// The seasons' rules in the sync: the Studio's words, the season named, an overlap naming both, and
// the sync writing nothing when a season is wrong (the last good snapshots stay).
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeChanges, snapshotOf } from '../snapshots/changes.ts'
import { fetchContent } from '../run.ts'
import { createSeedSource } from '../sources/seed-source.ts'
import { validateContent, type Content } from './validate.ts'
import { localizedString } from '../../src/i18n/localized.testing.ts'
import { SYNC_DAY } from '../fixtures.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let base: Content
beforeAll(async () => {
  base = await fetchContent(await createSeedSource(path.join(process.cwd(), 'studio', 'seed')), SYNC_DAY)
})

function problems(edit: (seasons: Row[]) => void): string[] {
  const content = structuredClone(base) as Content & { seasons: Row[] }
  edit(content.seasons)
  try {
    validateContent(content, 'test')
    return []
  } catch (error) {
    return [...(error as { problems: string[] }).problems]
  }
}

const name = localizedString

describe('season validation', () => {
  it('accepts the seed: a high season by percentage, Songkran with day prices per bike', () => {
    expect(problems(() => {})).toEqual([])
    expect((base.seasons as Row[]).map((s) => [s.id, s.from, s.to, s.percent])).toEqual([
      ['season.high-2026-27', '2026-12-15', '2027-02-28', 30],
      ['season.songkran-2027', '2027-04-10', '2027-04-16', 20],
    ])
  })

  it('refuses overlapping seasons, naming both', () => {
    expect(problems((seasons) => seasons.push({ id: 'season.new-year', name: name('New Year'), from: '2026-12-30', to: '2027-01-02', percent: 50, bikePrices: [] }))).toEqual([
      'seasons: "High season" (2026-12-15 to 2027-02-28) overlaps "New Year" (2026-12-30 to 2027-01-02): a day can be in one season only, so change the dates of one of them',
    ])
    // Sharing only a last and a first day is an overlap too: both days are included.
    expect(problems((seasons) => { seasons[1].from = '2027-02-28' })).toHaveLength(1)
    expect(problems((seasons) => { seasons[1].from = '2027-03-01' })).toEqual([])
  })

  it('names the season and field: dates, their order, the percentage, the bike prices', () => {
    expect(problems((seasons) => { seasons[0].to = '2026-12-01' })).toEqual([
      'season "High season" (season.high-2026-27): to: The last day must be the first day (2026-12-15) or later (got "2026-12-01")',
    ])
    expect(problems((seasons) => { seasons[0].from = '2027-02-30' })).toEqual([
      'season "High season" (season.high-2026-27): from: Write the day as YYYY-MM-DD, e.g. 2026-12-15 (Phuket date) (got "2027-02-30")',
    ])
    expect(problems((seasons) => { seasons[0].percent = 0 })[0]).toMatch(/^season "High season" \(season\.high-2026-27\): percent: Write the change as a whole percentage from -90 to \+300/)
    expect(problems((seasons) => { seasons[0].percent = null })).toEqual([
      'season "High season" (season.high-2026-27): percent: Set a percentage for every bike, a day price for some bikes, or both (got nothing)',
    ])
    expect(problems((seasons) => { seasons[1].bikePrices[0].price = 0; seasons[1].bikePrices[1].bike = null })).toEqual([
      'season "Songkran" (season.songkran-2027): bikePrices[0].price: A season price must be a whole number of baht per day above 0, e.g. 350 (got 0)',
      'season "Songkran" (season.songkran-2027): bikePrices[1].bike must be a published bike (got null)',
    ])
    expect(problems((seasons) => { seasons[0].name.th = '' })).toEqual(['season "High season" (season.high-2026-27): name is missing th'])
  })
})

describe('the change summary of the publish run', () => {
  it('names the seasons added, changed and removed', () => {
    const before = snapshotOf(base)
    const after = structuredClone(base) as Content & { seasons: Row[] }
    after.seasons[0].percent = 40
    after.seasons.splice(1, 1)
    after.seasons.push({ id: 'season.green-2027', name: name('Green season'), from: '2027-06-01', to: '2027-09-30', percent: -20, bikePrices: [] })
    expect(describeChanges(before, snapshotOf(after))).toEqual([
      'seasons: "High season" ("2026-12-15" to "2027-02-28") changed, "Green season" ("2027-06-01" to "2027-09-30") added, "Songkran" ("2027-04-10" to "2027-04-16") removed',
    ])
    expect(describeChanges(before, snapshotOf(base))).toEqual(['no content changes'])
  })
})
