// The slice of Sanity's mutation API a test needs to "edit in the Studio": create,
// createOrReplace, delete and patch.set (what client.patch(id).set({...}).commit() sends).
import type { Doc } from './server.ts'

type Mutation = {
  create?: Doc
  createOrReplace?: Doc
  delete?: { id: string }
  patch?: { id: string; set?: Record<string, unknown> }
}

export function applyMutations(documents: Doc[], mutations: Mutation[]) {
  const results: Array<{ id: string; operation: string; document?: Doc }> = []
  const indexOf = (id: string) => documents.findIndex((d) => d._id === id)
  for (const mutation of mutations) {
    const doc = mutation.create ?? mutation.createOrReplace
    if (doc) {
      const at = indexOf(doc._id)
      if (at >= 0) documents.splice(at, 1, structuredClone(doc))
      else documents.push(structuredClone(doc))
      results.push({ id: doc._id, operation: at >= 0 ? 'update' : 'create', document: structuredClone(doc) })
    } else if (mutation.delete) {
      const at = indexOf(mutation.delete.id)
      if (at >= 0) documents.splice(at, 1)
      results.push({ id: mutation.delete.id, operation: 'delete' })
    } else if (mutation.patch) {
      const target = documents[indexOf(mutation.patch.id)]
      if (!target) throw new Error(`Document "${mutation.patch.id}" not found`)
      for (const [field, value] of Object.entries(mutation.patch.set ?? {})) setPath(target, field, value)
      results.push({ id: target._id, operation: 'update', document: structuredClone(target) })
    }
  }
  return { transactionId: `fake-${Date.now().toString(36)}`, results }
}

// Supports plain dotted paths ("price", "image.alt"); enough for content edits in tests.
function setPath(target: Record<string, unknown>, field: string, value: unknown) {
  const parts = field.split('.')
  let node = target
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>
  node[parts[parts.length - 1]] = value
}
