// The Studio's status bar reads the content-publish run from GitHub's REST API: a run's failure
// annotations are its problems, its "Money changed" notices (.ci/content-sync.sh) what moved money.
// GitHub is answered here in its documented shapes (runs, jobs, check-run annotations).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MONEY_NOTICE, readPublishStatus } from '../../studio/components/publishStatus'

const API = 'https://api.github.com/repos/shop/site'
const run = (conclusion: string) => ({ id: 7, status: 'completed', conclusion, html_url: 'https://github.com/shop/site/actions/runs/7', created_at: '2027-01-01T10:00:00Z', updated_at: '2027-01-01T10:04:00Z' })
const annotations = [
  { annotation_level: 'notice', title: MONEY_NOTICE, message: 'PromptPay ID "081 234 5678" → "089 999 9999"' },
  { annotation_level: 'notice', title: 'Something else', message: 'not money' },
  { annotation_level: 'warning', title: MONEY_NOTICE, message: 'a warning is not a notice' },
]

function github(conclusion: string, notes: unknown[]) {
  const answers: Record<string, unknown> = {
    [`${API}/actions/workflows/content-publish.yml/runs?per_page=1`]: { workflow_runs: [run(conclusion)] },
    [`${API}/actions/runs/7/jobs`]: { jobs: [{ id: 70 }] },
    [`${API}/check-runs/70/annotations`]: notes,
  }
  const asked: string[] = []
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url)
    return url in answers ? new Response(JSON.stringify(answers[url])) : new Response('{}', { status: 404 })
  })
  return asked
}
afterEach(() => void vi.unstubAllGlobals())

describe('the publish status', () => {
  it('shows a live publish with the money it moved, the PromptPay ID in full', async () => {
    const asked = github('success', annotations)
    const known = new Map()
    expect(await readPublishStatus('shop/site', known)).toEqual({
      state: 'deployed', at: '2027-01-01T10:04:00Z', url: run('success').html_url, money: ['PromptPay ID "081 234 5678" → "089 999 9999"'],
    })
    // A finished run's annotations never change: asked once.
    await readPublishStatus('shop/site', known)
    expect(asked.filter((url) => url.endsWith('/annotations'))).toHaveLength(1)
  })

  it('shows a stopped publish with its problems and the money it would have moved', async () => {
    github('failure', [...annotations, { annotation_level: 'failure', title: 'Content not published', message: 'bike "honda-pcx": price must be …' }])
    expect(await readPublishStatus('shop/site')).toMatchObject({
      state: 'failed', problems: ['bike "honda-pcx": price must be …'], money: ['PromptPay ID "081 234 5678" → "089 999 9999"'],
    })
  })
})
