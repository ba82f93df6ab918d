// The content-publish workflow: its triggers and step order (parsed from the YAML), that it runs
// only the content checks while ci.yml runs the code's full suite on push and pull request, and its sync
// step run for real (.ci/content-sync.sh in a copy of the repository against the local
// Sanity-compatible API): invalid content fails with sync's error, before anything is deployed.
import { execFile } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { startFakeSanityApi, type Doc, type FakeSanityApi } from '../../tools/fake-sanity-api/server.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { copyProject, type ProjectCopy } from '../../tools/project-copy.ts'

interface Step { name?: string; uses?: string; run?: string; if?: string; env?: Record<string, string>; 'continue-on-error'?: boolean }
const readWorkflow = async (file: string) => parse(await readFile(path.join(REPO_ROOT, '.github/workflows', file), 'utf8'))
const workflow = await readWorkflow('content-publish.yml')
const ci = await readWorkflow('ci.yml')
// The values a cron field ("*", "*/6", "1,13", "0-5") stands for, below `size`.
function cronValues(field: string, size: number): number[] {
  return field.split(',').flatMap((part) => {
    const [range, step = '1'] = part.split('/')
    const [from, to] = range === '*' ? [0, size - 1] : range.split('-').map(Number).concat(Number(range.split('-')[0])).slice(0, 2)
    return Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((value) => (value - from) % Number(step) === 0)
  })
}
const isPinned = (action: string) => /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(action)
const job = workflow.jobs.publish
const steps: Step[] = job.steps
const at = (pattern: RegExp) => {
  const index = steps.findIndex((step) => pattern.test(step.name ?? step.uses ?? ''))
  expect(index, `a step matching ${pattern}`).toBeGreaterThanOrEqual(0)
  return index
}

describe('content-publish.yml', () => {
  it('runs on the Sanity publish webhook, on a schedule and by hand', () => {
    expect(workflow.on.repository_dispatch).toEqual({ types: ['sanity-publish'] })
    expect(workflow.on.schedule[0].cron.split(' ')).toHaveLength(5)
    expect(workflow.on).toHaveProperty('workflow_dispatch')
    expect(workflow.concurrency).toMatchObject({ group: 'content-publish', 'cancel-in-progress': false })
  })

  it('runs every day soon after midnight in Phuket, and builds and deploys whether or not the content changed', () => {
    // An ended season must stop lowering a card's "from" price with no publish: the sync counts
    // seasons as of the Phuket date (UTC+7, no daylight saving) of the run.
    const runs = workflow.on.schedule.flatMap(({ cron }: { cron: string }) => {
      const [minute, hour, dayOfMonth, month, dayOfWeek] = cron.split(' ')
      expect([dayOfMonth, month, dayOfWeek], cron).toEqual(['*', '*', '*'])
      return cronValues(hour, 24).flatMap((h) => cronValues(minute, 60).map((m) => ((h + 7) % 24) * 60 + m))
    })
    expect(Math.min(...runs), 'minutes after midnight in Phuket of the first run of the day').toBeLessThanOrEqual(3 * 60)
    for (const step of steps.slice(at(/^Sync content/))) expect(step.if ?? '', step.name).not.toMatch(/chang|diff|hashFiles/i)
    expect(steps[at(/^Build$/)].if).toBeUndefined()
    expect(steps[at(/^Deploy/)].if).toBeUndefined()
  })

  it('installs the site only, then syncs, tests the content, builds and only then deploys', () => {
    const order = [/^actions\/checkout/, /^Install Chromium/, /^Install the site$/, /^Restore the last deployed/, /^Sync content/, /^Test the site with the new content$/, /^Build$/, /^Scan the build/, /^Deploy/, /^Remember/]
    const indexes = order.map(at)
    expect(indexes).toEqual([...indexes].sort((a, b) => a - b))
    expect(steps[at(/^Install the site$/)].run).toBe('npm ci --no-audit --no-fund')
    expect(steps[at(/^Sync content/)].run).toBe('bash .ci/content-sync.sh')
    expect(steps[at(/^Test the site/)].run).toBe('npm run test:content')
    expect(steps[at(/^Build$/)].run).toBe('npm run build')
    expect(steps[at(/^Scan the build/)].run).toBe('npx tsx quality/checks/scan-dist.ts dist')
  })

  it('runs only what content can break: not the code\'s full suite, not the Studio', () => {
    const commands = steps.map((step) => step.run ?? '').join('\n')
    expect(commands).not.toMatch(/\.ci\/run|npm test\b|--prefix studio|test:e2e|test:perf|lighthouse/i)
    expect(job['timeout-minutes']).toBeLessThanOrEqual(20)
  })

  it('pins every action by a full commit hash, so a moved tag cannot change what runs with the secrets', () => {
    const uses = steps.flatMap((step) => (step.uses ? [step.uses] : []))
    expect(uses.length).toBeGreaterThan(0)
    for (const action of uses) expect(action, action).toSatisfy(isPinned)
  })

  it('lets no step after a failed sync run: no always(), failure() or continue-on-error', () => {
    for (const step of steps.slice(at(/^Sync content/))) {
      expect(step.if ?? '', step.name).not.toMatch(/always\(\)|failure\(\)|cancelled\(\)/)
      expect(step['continue-on-error'], step.name).toBeUndefined()
    }
    expect(steps[at(/^Remember/)].if).toBe("steps.deploy.outputs.deployed == 'true'")
  })

  it('gives the Sanity secrets to the sync step only (the code tests must run on the seed)', () => {
    expect(JSON.stringify(job.env ?? {})).not.toMatch(/SANITY_/)
    expect(steps[at(/^Sync content/)].env).toEqual({
      SANITY_PROJECT_ID: '${{ secrets.SANITY_PROJECT_ID }}',
      SANITY_DATASET: '${{ secrets.SANITY_DATASET }}',
      SANITY_READ_TOKEN: '${{ secrets.SANITY_READ_TOKEN }}',
    })
    expect(steps.filter((step) => JSON.stringify(step).includes('secrets.SANITY'))).toHaveLength(1)
  })
})

describe('ci.yml (the code\'s full suite)', () => {
  it('runs .ci/run on every push and pull request, with actions pinned and no Sanity secret', () => {
    expect(ci.on).toHaveProperty('push')
    expect(ci.on).toHaveProperty('pull_request')
    const ciSteps: Step[] = Object.values(ci.jobs as Record<string, { steps: Step[] }>).flatMap((j) => j.steps)
    expect(ciSteps.map((step) => step.run)).toContain('bash .ci/run')
    const uses = ciSteps.flatMap((step) => (step.uses ? [step.uses] : []))
    expect(uses.length).toBeGreaterThan(0)
    for (const action of uses) expect(action, action).toSatisfy(isPinned)
    expect(JSON.stringify(ci)).not.toMatch(/secrets\./)
  })
})

describe('.ci/content-sync.sh (the sync step)', () => {
  let copy: ProjectCopy
  let api: FakeSanityApi
  let documents: Doc[]
  beforeAll(async () => {
    copy = await copyProject()
    documents = (await loadSeedDataset(path.join(copy.root, 'studio', 'seed'))).documents
    api = await startFakeSanityApi({ datasets: { production: documents }, token: 'owner', visibility: 'public' })
  })
  afterAll(async () => {
    await api?.close()
    await copy?.remove()
  })

  const live = () => ({ SANITY_PROJECT_ID: 'owner', SANITY_DATASET: 'production', SANITY_API_HOST: api.url, SANITY_READ_TOKEN: 'owner' })
  async function step(env: Record<string, string>) {
    const summary = path.join(copy.root, 'step-summary.md')
    const run = await new Promise<{ code: number; out: string }>((resolve) =>
      execFile('bash', ['.ci/content-sync.sh'], { cwd: copy.root, env: { ...process.env, GITHUB_STEP_SUMMARY: summary, ...env } }, (error, out, err) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
      ),
    )
    return { ...run, summary: await readFile(summary, 'utf8').catch(() => '') }
  }
  const generated = () => readFile(path.join(copy.root, 'src/generated/bikes.json'), 'utf8')
  const bike = (id: string) => documents.find((d) => d._id === id)!

  it('refuses to run without the project and dataset secrets (it would publish the seed)', async () => {
    const run = await step({ SANITY_PROJECT_ID: '', SANITY_DATASET: 'production' })
    expect(run.code).toBe(2)
    expect(run.out).toContain('::error title=Content not published::The SANITY_PROJECT_ID secret is not set')
  })

  it('refuses to run without the read token (the private rental book would read empty)', async () => {
    const run = await step({ ...live(), SANITY_READ_TOKEN: '' })
    expect(run.code).toBe(2)
    expect(run.out).toContain('::error title=Content not published::The SANITY_READ_TOKEN secret is not set: the rental book is private')
  })

  it('stops when a rental can be read without the token, naming it and the move, never its note', async () => {
    documents.push({ _id: '5b1c8a2e-3f4d-4e5a-9b6c-7d8e9f0a1b2c', _type: 'rental', bike: { _type: 'reference', _ref: 'bike.honda-pcx' }, from: '2027-03-01', to: '2027-03-02', note: 'Anna, Hotel Patong room 214' })
    try {
      const before = await generated()
      const run = await step(live())
      expect(run.code).toBe(1)
      expect(run.out).toContain('::error title=Content not published::Sanity project "owner", dataset "production"')
      expect(run.out).toContain('1 rental (5b1c8a2e-3f4d-4e5a-9b6c-7d8e9f0a1b2c) can be read by anyone')
      expect(run.out).toContain('npx sanity exec scripts/move-rentals-private.ts --with-user-token')
      expect(run.out).not.toContain('Anna')
      expect(await generated()).toBe(before)
    } finally {
      documents.pop()
    }
  })

  it('fails on invalid content with sync\'s error per problem, and writes nothing', async () => {
    const before = await generated()
    bike('bike.honda-pcx').price = -5
    delete bike('bike.yamaha-nmax').engine
    const run = await step(live())
    expect(run.code).toBe(1)
    expect(run.out).toContain('::error title=Content not published::bike "honda-pcx": price must be a positive whole number of baht per day (got -5)')
    expect(run.out).toMatch(/::error title=Content not published::bike "yamaha-nmax": engine/)
    expect(run.summary).toContain('### Content NOT published: fix it in the Studio and publish again')
    expect(run.summary).toContain('Nothing was written')
    expect(await generated()).toBe(before)
  })

  it('syncs valid content and puts what changed on the job page', async () => {
    const price = Number(JSON.parse(await generated()).items[0].price)
    bike('bike.honda-pcx').price = price + 30
    bike('bike.yamaha-nmax').engine = '155cc'
    const run = await step(live())
    expect(run.code, run.out).toBe(0)
    expect(run.summary).toContain('### Content synced from Sanity')
    expect(run.summary).toContain(`prices: honda-pcx ${price} → ${price + 30}`)
    expect(JSON.parse(await generated()).items[0].price).toBe(price + 30)
  })

  it('names a new PromptPay ID in full, before and after, first on the job page and in a notice the Studio shows', async () => {
    const settings = documents.find((d) => d._id === 'siteSettings')!
    const price = Number(JSON.parse(await generated()).items[0].price)
    bike('bike.honda-pcx').price = price + 10
    settings.promptPayId = '089 999 9999'
    ;(settings.cancellationPolicy as { keptPercent: number }).keptPercent = 50
    const run = await step(live())
    expect(run.code, run.out).toBe(0)
    expect(run.out).toContain('::notice title=Money changed::PromptPay ID "081 234 5678" → "089 999 9999"')
    // "%" is escaped as GitHub's workflow commands ask, so the notice reads "(%)".
    expect(run.out).toContain('::notice title=Money changed::prepayment kept after that (%25) 100 → 50')
    const synced = run.summary.slice(run.summary.lastIndexOf('### Content synced from Sanity'))
    const money = synced.indexOf('- PromptPay ID "081 234 5678" → "089 999 9999"')
    expect(money).toBeGreaterThan(0)
    expect(money).toBeLessThan(synced.indexOf(`prices: honda-pcx ${price} → ${price + 10}`))
    expect(synced).toContain('- prepayment kept after that (%) 100 → 50')
  })
})
