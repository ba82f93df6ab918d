// The shop's rates for other currencies through the whole sync on a seed copy: published to
// src/generated/currencies.json, a rate older than the owner's days warned about (and still
// published), a missing, zero, negative or absurd rate refused naming the document and the field,
// with the last good snapshot kept byte for byte.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { editSeed, makeRoot, removeRoot, SYNC_DAY, type FixtureSeed } from './fixtures.ts'
import { runSync } from './run.ts'
import { createSeedSource } from './sources/seed-source.ts'

const roots: string[] = []
afterEach(async () => void (await Promise.all(roots.splice(0).map(removeRoot))))

type Rate = { code?: unknown; bahtPerUnit?: unknown; setOn?: unknown; cash?: unknown }
const rate = (code: string, bahtPerUnit: unknown, setOn: unknown = '2026-11-20', extra: Rate = {}) =>
  ({ _key: code.toLowerCase(), _type: 'currencyRate', code, bahtPerUnit, setOn, ...extra })

async function rootWith(rates: Rate[], warnAfterDays: unknown = 14) {
  const root = await makeRoot()
  roots.push(root)
  await editSeed(root, (seed: FixtureSeed) => Object.assign(seed.settings[0], { currencyRates: rates, currencyRatesWarnAfterDays: warnAfterDays }))
  return root
}
const sync = async (root: string, today: string = SYNC_DAY.today) =>
  runSync(root, await createSeedSource(path.join(root, 'studio', 'seed')), 'write', { today })
const generated = async (root: string) => {
  const dir = path.join(root, 'src/generated')
  return Object.fromEntries(await Promise.all((await readdir(dir)).map(async (name) => [name, await readFile(path.join(dir, name), 'utf8')])))
}

describe('currencies in the sync', () => {
  it('publishes each rate with its day and cash flag, and nothing of the warning days', async () => {
    const root = await rootWith([rate('CNY', 4.55), rate('USD', 32.5, '2026-11-25', { cash: true })])
    const result = await sync(root)
    expect(result.warnings.filter((w) => w.includes('currencyRates'))).toEqual([])
    const snapshot = JSON.parse((await generated(root))['currencies.json'])
    expect(snapshot.rates).toEqual([
      { code: 'CNY', bahtPerUnit: 4.55, setOn: '2026-11-20', cash: false },
      { code: 'USD', bahtPerUnit: 32.5, setOn: '2026-11-25', cash: true },
    ])
    expect(snapshot).not.toHaveProperty('warnAfterDays')
  })

  it('publishes no rate when the owner lists none, and needs no warning days then', async () => {
    const root = await rootWith([], null)
    await sync(root)
    expect(JSON.parse((await generated(root))['currencies.json']).rates).toEqual([])
  })

  it('warns about a rate older than the owner allows, and still publishes it', async () => {
    const root = await rootWith([rate('CNY', 4.55, '2026-11-01'), rate('RUB', 0.41, '2026-11-20')], 14)
    const result = await sync(root)
    expect(result.written).toBe(true)
    expect(result.warnings.filter((w) => w.includes('currencyRates'))).toEqual([
      'siteSettings: currencyRates[0] (CNY): This rate was set 25 days ago (2026-11-01), more than the 14 days you allow: check it and set today\'s rate and date',
    ])
    // The same content a week later: the second rate is old too.
    const later = await sync(root, '2026-12-05')
    expect(later.warnings.filter((w) => w.includes('currencyRates'))).toHaveLength(2)
  })

  it.each<[string, Rate[], unknown, string]>([
    ['a missing rate', [rate('CNY', null)], 14,
      'siteSettings: currencyRates[0].bahtPerUnit: Write the rate: how many baht one unit of the currency is worth, above 0, e.g. 34.5 for the US dollar (got nothing)'],
    ['a zero rate', [rate('USD', 0)], 14,
      'siteSettings: currencyRates[0].bahtPerUnit: Write the rate: how many baht one unit of the currency is worth, above 0, e.g. 34.5 for the US dollar (got 0)'],
    ['a negative rate', [rate('EUR', -37)], 14,
      'siteSettings: currencyRates[0].bahtPerUnit: Write the rate: how many baht one unit of the currency is worth, above 0, e.g. 34.5 for the US dollar (got -37)'],
    ['a rate typed the wrong way round', [rate('USD', 0.031)], 14,
      'siteSettings: currencyRates[0].bahtPerUnit: A rate of 0.031 baht for 1 US dollar cannot be right: it is usually between 15 and 70 baht. Written the other way round? 1 US dollar = 32.26 baht (got 0.031)'],
    ['an absurd rate', [rate('CNY', 455)], 14,
      'siteSettings: currencyRates[0].bahtPerUnit: A rate of 455 baht for 1 Chinese yuan cannot be right: it is usually between 2 and 10 baht. (got 455)'],
    ['a rate without its day', [rate('RUB', 0.41, null)], 14,
      'siteSettings: currencyRates[0].setOn: Write the date you set this rate, e.g. 2026-11-20 (got nothing)'],
    ['a rate set after today', [rate('RUB', 0.41, '2026-12-01')], 14,
      'siteSettings: currencyRates[0].setOn: The date you set this rate (2026-12-01) is after today (2026-11-26) (got "2026-12-01")'],
    ['a currency not on the list', [rate('XYZ', 1)], 14,
      'siteSettings: currencyRates[0].code: Choose the currency from the list: CNY, RUB, USD, EUR, GBP, AUD, INR, KRW, JPY, SGD, MYR, KZT (got "XYZ")'],
    ['a currency twice', [rate('CNY', 4.5), rate('CNY', 4.6)], 14,
      'siteSettings: currencyRates: CNY is listed twice: keep one rate for it'],
    ['rates without the warning days', [rate('CNY', 4.5)], null,
      'siteSettings: currencyRatesWarnAfterDays: Warn after how many days: a whole number from 1 to 365, e.g. 14 (got nothing)'],
  ])('refuses %s, naming the field, and keeps the last good snapshot', async (_name, rates, days, problem) => {
    const root = await rootWith([rate('CNY', 4.55)])
    await sync(root)
    const before = await generated(root)
    await editSeed(root, (seed) => Object.assign(seed.settings[0], { currencyRates: rates, currencyRatesWarnAfterDays: days }))
    const error = await sync(root).then(() => null, (e: unknown) => e as { problems?: string[] })
    expect(error?.problems).toEqual([problem])
    expect(await generated(root)).toEqual(before)
  })
})
