// Answers the built Studio's calls to Sanity's HTTP API inside the browser (page.route), from
// documents in memory, with the same answers as the local stand-in (tools/fake-sanity-api/studio.ts).
// A routed stream ends with its body: the listeners here greet and close (helpers/idle-listener.ts
// keeps them open where a test needs that).
import type { Page } from '@playwright/test'
import { answerStudio } from '../../../tools/fake-sanity-api/studio'

type Doc = Record<string, unknown> & { _id: string }

export async function answerSanityApi(page: Page, documents: Doc[], imagesDir: string) {
  await page.route(/^https:\/\//, async (route) => {
    const request = route.request()
    const answer = await answerStudio(documents, imagesDir, { method: request.method(), url: new URL(request.url()), body: request.postData() ?? undefined })
    if (answer.kind === 'file') return route.fulfill({ path: answer.file })
    if (answer.kind === 'events') return route.fulfill({ headers: { 'content-type': 'text/event-stream' }, body: answer.greeting })
    return route.fulfill({ status: answer.status, json: answer.json })
  })
}
