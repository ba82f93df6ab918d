// Where the owner's last publish is: read from the content-publish workflow's runs on GitHub. The
// Studio holds no token: GitHub answers these reads for a public repository without one (60 an
// hour per visitor's address, so it asks every 90 s and only while the tab is visible). A private
// repository needs a token, which a Studio bundle must never carry: then nothing is shown.

export type PublishStatus =
  | {state: 'running'; since: string; url: string}
  | {state: 'deployed'; at: string; url: string; money: string[]}
  | {state: 'failed'; at: string; url: string; problems: string[]; money: string[]}
  | {state: 'unknown'}

const WORKFLOW = 'content-publish.yml'
const headers = {Accept: 'application/vnd.github+json'}

type Run = {id: number; status: string; conclusion: string | null; html_url: string; created_at: string; updated_at: string}

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, {headers})
  return response.ok ? ((await response.json()) as T) : null
}

/** The title of the notices .ci/content-sync.sh writes, one per change that moves money. */
export const MONEY_NOTICE = 'Money changed'

export type RunNotes = {problems: string[]; money: string[]}

/**
 * What the run reported: the problems (the sync's messages, one annotation each, naming document
 * and field) and what moved money (the PromptPay ID in full, the prepayment rule, prices of extras and cover).
 */
async function runNotes(api: string, runId: number): Promise<RunNotes> {
  const jobs = await getJson<{jobs?: Array<{id: number}>}>(`${api}/actions/runs/${runId}/jobs`)
  const notes: RunNotes = {problems: [], money: []}
  for (const job of jobs?.jobs ?? []) {
    type Annotation = {annotation_level: string; title?: string | null; message: string}
    const annotations = await getJson<Annotation[]>(`${api}/check-runs/${job.id}/annotations`)
    for (const note of annotations ?? []) {
      if (note.annotation_level === 'failure') notes.problems.push(note.message)
      else if (note.annotation_level === 'notice' && note.title === MONEY_NOTICE) notes.money.push(note.message)
    }
  }
  return notes
}

/** `github`: GitHub's REST API, or the local stand-in's copy of its runs under `npm run dev` (tools/local-studio/contentRuns.ts). */
export async function readPublishStatus(repo: string, known: Map<number, RunNotes> = new Map(), github = 'https://api.github.com'): Promise<PublishStatus> {
  const api = `${github}/repos/${repo}`
  const runs = await getJson<{workflow_runs?: Run[]}>(`${api}/actions/workflows/${WORKFLOW}/runs?per_page=1`)
  const run = runs?.workflow_runs?.[0]
  if (!run) return {state: 'unknown'}
  if (run.status !== 'completed') return {state: 'running', since: run.created_at, url: run.html_url}
  // A finished run's annotations never change: ask for them once.
  if (!known.has(run.id)) known.set(run.id, await runNotes(api, run.id))
  const notes = known.get(run.id) ?? {problems: [], money: []}
  if (run.conclusion === 'success') return {state: 'deployed', at: run.updated_at, url: run.html_url, money: notes.money}
  return {state: 'failed', at: run.updated_at, url: run.html_url, ...notes}
}
