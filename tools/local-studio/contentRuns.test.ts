// The local content run: a publish on the local stand-in syncs into the run's own folder (never
// src/generated), shown in the shape of GitHub's workflow runs: not finished while it is on its
// way (held here, as the e2e test holds it), then a success; a publish the sync refuses is a
// failed run with the sync's problems, and the folder keeps its last good snapshots.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { startFakeSanityApi, type Doc, type FakeSanityApi } from '../fake-sanity-api/server.ts'
import { withRevisions } from '../fake-sanity-api/mutate.ts'
import { contentRuns, prepareLocalContent, type ContentRuns } from './contentRuns.ts'

let api: FakeSanityApi | undefined
let root: string | undefined
afterEach(async () => {
  await api?.close()
  if (root) await rm(root, { recursive: true, force: true })
})

const priceOf = async (dir: string) => JSON.parse(await readFile(path.join(dir, 'src', 'generated', 'bikes.json'), 'utf8')).items.find((bike: { id: string }) => bike.id === 'honda-pcx').price

it('syncs each publish into its own folder, "updating" until the run is done, then "live"; a refused publish is a stopped run that names the problem', async () => {
  root = await mkdtemp(path.join(tmpdir(), 'local-content-'))
  await prepareLocalContent(root)
  const documents = withRevisions((await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents as Doc[])
  // The runs need the stand-in's port, the stand-in their hooks.
  const hooks: { runs?: ContentRuns } = {}
  api = await startFakeSanityApi({ datasets: { production: documents }, studio: { dataset: 'production', imagesDir: '.', onPublish: () => hooks.runs?.onPublish(), extra: (url, method) => hooks.runs?.answer(url, method) } })
  hooks.runs = contentRuns(root, Number(new URL(api.url).port), 'http://127.0.0.1:5173/')
  const github = `${api.url}/_stand-in/github/repos/local/site`
  const latest = async () => (await (await fetch(`${github}/actions/workflows/content-publish.yml/runs?per_page=1`)).json()).workflow_runs[0]
  const publishPrice = (price: number) =>
    fetch(`${api!.url}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      body: JSON.stringify({
        actions: [
          { actionType: 'sanity.action.document.edit', draftId: 'drafts.bike.honda-pcx', publishedId: 'bike.honda-pcx', patch: { set: { price } } },
          { actionType: 'sanity.action.document.publish', draftId: 'drafts.bike.honda-pcx', publishedId: 'bike.honda-pcx' },
        ],
      }),
    })

  expect(await latest()).toBeUndefined()
  // A draft edit is no publish: no run.
  await fetch(`${api.url}/v2025-02-19/data/actions/production`, { method: 'POST', body: JSON.stringify({ actions: [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.bike.honda-cbr500r', publishedId: 'bike.honda-cbr500r', patch: { set: { price: 999 } } }] }) })
  expect(await latest()).toBeUndefined()

  // Held by a POST only (an <img> of another site could send a GET).
  expect((await fetch(`${api.url}/_stand-in/content-runs/hold`)).status).toBe(404)
  await fetch(`${api.url}/_stand-in/content-runs/hold`, { method: 'POST' })
  expect((await publishPrice(265)).status).toBe(200)
  expect(await latest()).toMatchObject({ id: 1, conclusion: null })
  expect((await latest()).status).not.toBe('completed')
  await fetch(`${api.url}/_stand-in/content-runs/release`, { method: 'POST' })
  await expect.poll(latest, { timeout: 120_000 }).toMatchObject({ id: 1, status: 'completed', conclusion: 'success' })
  expect(await priceOf(root)).toBe(265)
  expect(await priceOf(REPO_ROOT)).toBe(250)

  // The sync refuses a bike without a price: the run stops, says why, and the folder keeps 265.
  expect((await publishPrice(-5)).status).toBe(200)
  await expect.poll(latest, { timeout: 120_000 }).toMatchObject({ id: 2, status: 'completed', conclusion: 'failure' })
  const [job] = (await (await fetch(`${github}/actions/runs/2/jobs`)).json()).jobs
  const problems: Array<{ annotation_level: string; message: string }> = await (await fetch(`${github}/check-runs/${job.id}/annotations`)).json()
  expect(problems.length).toBeGreaterThan(0)
  expect(problems.every((problem) => problem.annotation_level === 'failure')).toBe(true)
  expect(problems.map((problem) => problem.message).join('\n')).toMatch(/Honda PCX 150|honda-pcx/)
  expect(await priceOf(root)).toBe(265)
})
