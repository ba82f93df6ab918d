// What Sanity's API does for the Studio's Presentation tool, over documents in memory: the
// perspective (published hides drafts; drafts lays each draft
// over its published document) and a Content Source Map. The real API maps every value; this one
// maps each field of a result item that holds its document's field as is (the document found by
// its matching fields), which is what the preview needs. A field the query made (a reference
// followed, `bike->slug.current`, a renamed field) is left unmapped, as the Studio would otherwise
// lay the document's own value (the reference) over the query's.
import type { ContentSourceMap } from '@sanity/client/csm'

type Doc = Record<string, unknown> & { _id: string }

const DRAFT = /^drafts\./
const VERSION = /^versions\./

export function documentsIn(documents: Doc[], perspective: string | null): Doc[] {
  if (!perspective || perspective === 'raw') return documents
  const published = documents.filter((d) => !DRAFT.test(d._id) && !VERSION.test(d._id))
  if (perspective === 'published') return published
  // drafts / previewDrafts: a draft stands in for its published document, under the published id.
  const drafts = new Map(documents.filter((d) => DRAFT.test(d._id)).map((d) => [d._id.replace(DRAFT, ''), d]))
  const view = published.map((d) => (drafts.has(d._id) ? { ...drafts.get(d._id)!, _id: d._id, _originalId: `drafts.${d._id}` } : d))
  for (const [id, draft] of drafts) if (!published.some((d) => d._id === id)) view.push({ ...draft, _id: id, _originalId: draft._id })
  return view
}

/**
 * A source map naming the document behind each object of the result, at any depth, as the
 * Content Lake's does: Presentation re-runs a query when a document it names changes, so a
 * subquery's documents (the reviews inside the shop's visit query) must be named too.
 */
export function sourceMapOf(result: unknown, documents: Doc[]): ContentSourceMap {
  const map: ContentSourceMap = { documents: [], paths: ['$'], mappings: {} }
  const walk = (item: unknown, resultPath: string, depth: number) => {
    if (Array.isArray(item)) return item.forEach((entry, index) => walk(entry, `${resultPath}[${index}]`, depth + 1))
    if (typeof item !== 'object' || item === null) return
    // The top level maps to its best match, as before; deeper objects only to a clear one.
    const doc = sourceOf(item, documents, depth === 0 ? 1 : 2)
    const mapped = new Set<string>()
    if (doc) {
      const originalId = typeof doc._originalId === 'string' ? doc._originalId : doc._id
      map.documents.push({ _id: originalId, _type: String(doc._type) })
      const document = map.documents.length - 1
      for (const [key, value] of Object.entries(item)) {
        if (!(key in doc) || JSON.stringify(doc[key]) !== JSON.stringify(value)) continue
        map.paths.push(`$['${key}']`)
        map.mappings[`${resultPath}['${key}']`] = { type: 'value', source: { type: 'documentValue', document, path: map.paths.length - 1 } }
        mapped.add(key)
      }
    }
    for (const [key, value] of Object.entries(item)) if (!mapped.has(key)) walk(value, `${resultPath}['${key}']`, depth + 1)
  }
  if (Array.isArray(result)) result.forEach((item, index) => walk(item, `$[${index}]`, 0))
  else walk(result, '$', 0)
  return map
}

/** The document sharing the most top-level values with the item, if it shares at least `least`. */
function sourceOf(item: unknown, documents: Doc[], least: number): Doc | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  let best: Doc | undefined
  let bestScore = least - 1
  for (const doc of documents) {
    let score = 0
    for (const [key, value] of Object.entries(item)) if (key in doc && JSON.stringify(doc[key]) === JSON.stringify(value)) score++
    if (score > bestScore) [best, bestScore] = [doc, score]
  }
  return best
}
