// Where the owner's last publish is: read from the content-publish workflow's runs on GitHub. The
// Studio holds no token: GitHub answers these reads for a public repository without one (60 an
// hour per visitor's address, so it asks every 90 s and only while the tab is visible). A private
// repository needs a token, which a Studio bundle must never carry: then nothing is shown.

export type PublishStatus =
  | {state: 'running'; since: string; url: string}
  | {state: 'deployed'; at: string; url: string}
  | {state: 'failed'; at: string; url: string; problems: string[]}
  | {state: 'unknown'}

const WORKFLOW = 'content-publish.yml'
const headers = {Accept: 'application/vnd.github+json'}

type Run = {id: number; status: string; conclusion: string | null; html_url: string; created_at: string; updated_at: string}

async function getJson<T>(url: string): Promise<T | null> {
  const response = await fetch(url, {headers})
  return response.ok ? ((await response.json()) as T) : null
}

/** The problems the run reported (the sync's messages, one annotation each, naming document and field). */
async function runProblems(api: string, runId: number): Promise<string[]> {
  const jobs = await getJson<{jobs?: Array<{id: number}>}>(`${api}/actions/runs/${runId}/jobs`)
  const problems: string[] = []
  for (const job of jobs?.jobs ?? []) {
    const annotations = await getJson<Array<{annotation_level: string; message: string}>>(`${api}/check-runs/${job.id}/annotations`)
    for (const note of annotations ?? []) if (note.annotation_level === 'failure') problems.push(note.message)
  }
  return problems
}

/** `github`: GitHub's REST API, or the local stand-in's copy of its runs under `npm run dev` (tools/local-studio/contentRuns.ts). */
export async function readPublishStatus(repo: string, known: Map<number, string[]> = new Map(), github = 'https://api.github.com'): Promise<PublishStatus> {
  const api = `${github}/repos/${repo}`
  const runs = await getJson<{workflow_runs?: Run[]}>(`${api}/actions/workflows/${WORKFLOW}/runs?per_page=1`)
  const run = runs?.workflow_runs?.[0]
  if (!run) return {state: 'unknown'}
  if (run.status !== 'completed') return {state: 'running', since: run.created_at, url: run.html_url}
  if (run.conclusion === 'success') return {state: 'deployed', at: run.updated_at, url: run.html_url}
  // A finished run's annotations never change: ask for them once.
  if (!known.has(run.id)) known.set(run.id, await runProblems(api, run.id))
  return {state: 'failed', at: run.updated_at, url: run.html_url, problems: known.get(run.id) ?? []}
}
