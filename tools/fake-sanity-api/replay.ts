// Recorded Studio traffic, replayed against the stand-in: the bodies of the /mutate and /actions
// requests the real Studio sent while a person did the owner guide's tasks in the local Studio
// (recorded by tests/e2e/local-studio-edits.spec.ts with RECORD_STUDIO_TRAFFIC=on).
import { answerStudio } from './studio.ts'
import type { Doc } from './mutate.ts'

export const TRAFFIC_FIXTURE = new URL('./fixtures/studio-traffic.json', import.meta.url)

export interface RecordedRequest {
  /** The path after the API version, e.g. /data/actions/production */
  path: string
  body: unknown
  /** What the stand-in answered when it was recorded */
  status: number
}

/** Sends each request to the stand-in in the recorded order; resolves with the status of each. */
export async function replay(documents: Doc[], requests: RecordedRequest[]): Promise<number[]> {
  const statuses: number[] = []
  for (const request of requests) {
    const answer = await answerStudio(documents, '.', { method: 'POST', url: new URL(`http://localhost/v2025-02-19${request.path}`), body: JSON.stringify(request.body) })
    statuses.push(answer.kind === 'json' ? answer.status : 0)
  }
  return statuses
}
