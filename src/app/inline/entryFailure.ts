// Why the app's files did not load, told apart by asking the host again. A script's error event,
// or a failed import(), says neither.
// - The host answers every file (a 404 or 410 among them after a release, or all of them: Firefox
//   remembers a failed module fetch for the life of the document and never asks again): this
//   document's view is stale, and only a fresh one (a reload) can load the app.
// - The request throws, or the host fails (5xx): the network or the host is down; trying again
//   later, in this document, is the way (Chromium and WebKit fetch a failed module anew).

export type EntryFailure = 'stale' | 'unreachable'

/** Asks the host for the app's files, bypassing every cache. */
export async function probeModules(win: Window, urls: string[]): Promise<EntryFailure> {
  try {
    const answers = await Promise.all(urls.map((url) => win.fetch(url, { method: 'HEAD', cache: 'no-store' })))
    return answers.some((answer) => answer.status >= 500) ? 'unreachable' : 'stale'
  } catch {
    return 'unreachable'
  }
}

/** The modules a meta tag of the document names (the prerender writes them: site-build/prerender/documents.ts). */
export function modulesNamed(doc: Document, name: string): string[] {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? []
}
