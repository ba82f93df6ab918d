// The local content run: under `npm run dev`, a publish in the local Studio reaches the local site by
// itself, as the content-publish workflow does in production. Each publish (several close together
// make one run) syncs the stand-in's published content into an untracked copy of the snapshots
// (under LOCAL_CONTENT, which the dev site reads: ./localSnapshots.ts), never into src/generated: an
// afternoon in the local Studio changes no tracked file (docs/decisions/local-studio.md).
// The runs are answered in the shape of GitHub's workflow runs, so the Studio's publish status bar
// reads them as it reads the real ones (studio/components/publishStatus.ts).
import { cp, mkdir, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import path from 'node:path'
import { REPO_ROOT, pickSource } from '../../pipeline/cli.ts'
import { SyncError } from '../../pipeline/errors.ts'
import { printResult } from '../../pipeline/print.ts'
import { runSync } from '../../pipeline/run.ts'
import { GENERATED_DIR } from '../../pipeline/snapshots/snapshots.ts'
import { todayOnPhuket } from '../../rules/content/content.ts'

/** The dev sites' snapshots while `npm run dev` runs (in .gitignore). */
export const LOCAL_CONTENT = path.join(REPO_ROOT, '.local-content')
/**
 * One `npm run dev`'s, by its Studio's port (a developer's and the e2e test's run side by side);
 * made afresh at each start, as the stand-in starts from the seed.
 */
export const localContentOf = (studioPort: number) => path.join(LOCAL_CONTENT, `studio-${studioPort}`)
/** The repository name the local Studio asks about (studio/localStandIn.ts). */
const REPO = 'local/site'
const RUNS = `/_stand-in/github/repos/${REPO}`
// Publishes this close together make one run, as a workflow's concurrency group queues them.
const QUIET_MS = 1_000

type Run = { id: number; status: 'queued' | 'in_progress' | 'completed'; conclusion: 'success' | 'failure' | null; html_url: string; created_at: string; updated_at: string; problems: string[] }

export interface ContentRuns {
  /** The stand-in's hook: a published document changed. */
  onPublish(): void
  /** GitHub's answers about the runs, for the paths under /_stand-in/github; undefined for any other path. */
  answer(url: URL, method: string): unknown | undefined
}

/** Copies the committed snapshots to `root`, where the content runs write; and removes those of runs that ended. */
export async function prepareLocalContent(root: string): Promise<void> {
  await removeEnded()
  await rm(root, { recursive: true, force: true })
  await mkdir(root, { recursive: true })
  await cp(path.join(REPO_ROOT, GENERATED_DIR), path.join(root, GENERATED_DIR), { recursive: true })
}

/** A run whose Studio's port nobody holds has ended (a killed `npm run dev` leaves its folder behind). */
async function removeEnded(): Promise<void> {
  const folders = await readdir(LOCAL_CONTENT).catch(() => [] as string[])
  for (const folder of folders) {
    const port = Number(/^studio-(\d+)$/.exec(folder)?.[1])
    if (port && (await isFree(port))) await rm(path.join(LOCAL_CONTENT, folder), { recursive: true, force: true })
  }
}

function isFree(port: number): Promise<boolean> {
  const probe = createServer()
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** Runs against the stand-in on `studioPort` into `root`; `siteUrl` is where a run's "details" lead. */
export function contentRuns(root: string, studioPort: number, siteUrl: string): ContentRuns {
  const runs: Run[] = []
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  // A run held open by hand (POST …/hold, …/release): the e2e test sees "updating" before "live".
  let held: { promise: Promise<void>; release: () => void } | undefined

  const now = () => new Date().toISOString()
  const pending = () => runs.at(-1)?.status === 'queued' ? runs.at(-1) : undefined

  async function execute(run: Run) {
    await running
    await held?.promise
    Object.assign(run, { status: 'in_progress', updated_at: now() })
    try {
      const source = await pickSource(root, { DEV_STUDIO_PORT: String(studioPort) }, true)
      const result = await runSync(root, source, 'write', { today: todayOnPhuket() })
      printResult('write', `the local Studio (run ${run.id})`, result)
      Object.assign(run, { conclusion: 'success' })
    } catch (error) {
      const problems = error instanceof SyncError ? [error.heading, ...error.problems] : [error instanceof Error ? error.message : String(error)]
      console.error(`dev: the content run ${run.id} stopped; the local site keeps its last good version:\n  ${problems.join('\n  ')}`)
      Object.assign(run, { conclusion: 'failure', problems })
    }
    Object.assign(run, { status: 'completed', updated_at: now() })
  }

  function start() {
    timer = undefined
    const run = pending()
    if (run) running = execute(run)
  }

  return {
    onPublish() {
      if (!pending()) runs.push({ id: runs.length + 1, status: 'queued', conclusion: null, html_url: siteUrl, created_at: now(), updated_at: now(), problems: [] })
      clearTimeout(timer)
      timer = setTimeout(start, QUIET_MS)
    },
    answer(url, method) {
      const p = url.pathname
      if (!p.startsWith('/_stand-in/')) return undefined
      // Holding a run is a POST (a page elsewhere cannot send one here: server.ts refuses its origin).
      if (p.startsWith('/_stand-in/content-runs/') && method !== 'POST') return undefined
      if (p === '/_stand-in/content-runs/hold') {
        let release = () => {}
        held ??= { promise: new Promise<void>((resolve) => (release = resolve)), release: () => release() }
        return { held: true }
      }
      if (p === '/_stand-in/content-runs/release') {
        held?.release()
        held = undefined
        return { held: false }
      }
      if (!p.startsWith(RUNS)) return undefined
      const latest = runs.at(-1)
      if (p === `${RUNS}/actions/workflows/content-publish.yml/runs`) return { workflow_runs: latest ? [withoutProblems(latest)] : [] }
      const jobs = /\/actions\/runs\/(\d+)\/jobs$/.exec(p)
      if (jobs) return { jobs: [{ id: Number(jobs[1]) }] }
      const annotations = /\/check-runs\/(\d+)\/annotations$/.exec(p)
      const run = annotations && runs.find((r) => r.id === Number(annotations[1]))
      if (run) return run.problems.map((message) => ({ annotation_level: 'failure', message }))
      return undefined
    },
  }
}

const withoutProblems = ({ problems: _problems, ...run }: Run) => run
