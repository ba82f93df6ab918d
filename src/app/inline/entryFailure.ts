// Why the app's files did not load, told apart by asking the host again: a new release took the
// old build's files away (404, 410: reload into the new build), or the network failed (try again
// once it is back). A script's error event, or a failed import(), says neither.

export type EntryFailure = 'gone' | 'unreachable'

/** Asks the host for the app's files, bypassing every cache; any 404 or 410 means a release removed them. */
export async function probeModules(win: Window, urls: string[]): Promise<EntryFailure> {
  try {
    const answers = await Promise.all(urls.map((url) => win.fetch(url, { method: 'HEAD', cache: 'no-store' })))
    return answers.some((answer) => answer.status === 404 || answer.status === 410) ? 'gone' : 'unreachable'
  } catch {
    return 'unreachable'
  }
}

/** The modules a meta tag of the document names (the prerender writes them: scripts/prerender/documents.ts). */
export function modulesNamed(doc: Document, name: string): string[] {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.split(' ') ?? []
}

