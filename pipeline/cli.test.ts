// `npm run sync` as a developer or CI runs it: exit codes and what it prints.
import { execFile } from 'node:child_process'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSanityApi, type FakeSanityApi } from '../tools/fake-sanity-api/server.ts'
import { REPO_ROOT } from './cli.ts'
import { fixtureSeed, makeRoot, removeRoot, SYNC_DAY, writeSeed } from './fixtures.ts'
import { loadSeedDataset } from './sources/seed-source.ts'
import { localizedString } from '../src/i18n/localized.testing.ts'

const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx')
const NO_LIVE = { SANITY_PROJECT_ID: '', SANITY_DATASET: '' }

/** The CLI, on the pinned Phuket date unless the arguments name one. */
function sync(args: string[], env: Record<string, string> = NO_LIVE): Promise<{ code: number; out: string; err: string }> {
  const day = args.includes('--today') ? [] : ['--today', SYNC_DAY.today]
  return new Promise((resolve) => {
    execFile(TSX, ['scripts/sync.ts', ...args, ...day], { cwd: REPO_ROOT, env: { ...process.env, ...env } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    )
  })
}

/** The fixture has no seasons file: a test that wrote one removes it. */
const removeSeasons = (dir: string) => rm(path.join(dir, 'studio', 'seed', 'seasons.ndjson'), { force: true })

let root: string
beforeAll(async () => void (root = await makeRoot()))
afterAll(() => removeRoot(root))

describe('scripts/sync.ts', () => {
  it('--check fails on missing snapshots, sync writes them, then --check passes', async () => {
    const stale = await sync(['--root', root, '--check', '--no-types'])
    expect(stale.code).toBe(1)
    expect(stale.out).toMatch(/stale +src\/generated\/bikes\.json \(new\)/)

    const run = await sync(['--root', root, '--no-types'])
    expect(run.code).toBe(0)
    expect(run.out).toMatch(/^sync: the seed dataset \(studio\/seed\)\n {2}content +2 bikes, site settings, 10 message keys/)
    expect(run.out).toMatch(/written +src\/generated\/bikes\.json \(new\)/)
    expect(run.out).toMatch(/time +\d+\.\d s/)

    const fresh = await sync(['--root', root, '--check', '--no-types'])
    expect(fresh).toMatchObject({ code: 0 })
    expect(fresh.out).toMatch(/snapshots +up to date/)
  })

  it('--dry-run prints the change summary; invalid content exits 1 with every problem', async () => {
    await sync(['--root', root, '--no-types'])
    const seed = fixtureSeed()
    seed.bikes[0].price = 260
    await writeSeed(root, seed)
    const dry = await sync(['--root', root, '--dry-run'])
    expect(dry.code).toBe(0)
    // The headline's "from 250 baht" is no longer true of any bike: the Studio's warning, in the run.
    expect(dry.out).toMatch(/changes +prices: honda-pcx 250 → 260\n {2}warnings +siteSettings: startingPrice: Example content: no bike costs 250 baht a day: the cheapest is the HONDA-PCX at 260 baht a day .*\n {2}would write +src\/generated\/bikes\.json \(changed\)/)

    seed.bikes[0].price = -5
    seed.messages[0].th = ''
    await writeSeed(root, seed)
    const bad = await sync(['--root', root, '--no-types'])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('  - bike "honda-pcx": price must be a positive whole number of baht per day (got -5)')
    expect(bad.err).toContain('  - message "booking.error": missing th text')
    expect(bad.err).toContain('Nothing was written')
  })

  it('--today: a cheaper season lowers the "from" price until its last day, and says so when it has ended', async () => {
    const seed = { ...fixtureSeed(), seasons: [{
      _id: 'season.low', _type: 'season', name: localizedString('Low'),
      from: '2027-05-01', to: '2027-10-31', percent: -20,
    }] }
    await writeSeed(root, seed)
    const during = await sync(['--root', root, '--no-types', '--today', '2027-10-31'])
    expect(during.code, during.err).toBe(0)
    expect(during.out).toContain('2 bikes, site settings, 10 message keys and 3 rental terms × en/zh/th/ru; 0 reviews; 1 seasons; 0 rentals not ended (as of 2027-10-31, Phuket: seasons for "from" prices, rentals not ended)')
    const after = await sync(['--root', root, '--dry-run', '--today', '2027-11-01'])
    expect(after.out).toMatch(/changes +"from" prices: honda-pcx 200 → 250, yamaha-nmax 224 → 280\n/)
    const wrong = await sync(['--root', root, '--dry-run', '--today', '2027-11-31'])
    expect(wrong.code).toBe(1)
    expect(wrong.err).toContain('--today needs a date as YYYY-MM-DD (got "2027-11-31")')
    await writeSeed(root, fixtureSeed())
    await removeSeasons(root)
  })

  it('reads a live dataset when SANITY_PROJECT_ID and SANITY_DATASET are set', async () => {
    await writeSeed(root, fixtureSeed()) // the test above left it invalid
    const { documents } = await loadSeedDataset(path.join(root, 'studio', 'seed'))
    const api: FakeSanityApi = await startFakeSanityApi({ datasets: { production: documents }, token: 'owner', visibility: 'public' })
    try {
      const env = { SANITY_PROJECT_ID: 'test', SANITY_DATASET: 'production', SANITY_API_HOST: api.url, SANITY_READ_TOKEN: 'owner' }
      const run = await sync(['--root', root, '--dry-run'], env)
      expect(run.out).toContain(`sync --dry-run: Sanity project "test", dataset "production" at ${api.url}`)
      expect(run.out).toContain('privacy     rental book: public dataset: a request without the token reads no rental')
      const missing = await sync(['--root', root, '--dry-run'], { ...env, SANITY_DATASET: 'staging' })
      expect(missing.code).toBe(1)
      expect(missing.err).toContain('dataset "staging": not found (HTTP 404')
    } finally {
      await api.close()
    }
  })

  it('rejects unknown options', async () => {
    const run = await sync(['--force'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('unknown option --force')
  })
})
