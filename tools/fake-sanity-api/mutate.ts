// Sanity's mutation language over documents in memory, applied by Sanity's own implementation
// (@sanity/mutator, the code the Studio applies its own edits with): create, createIfNotExists,
// createOrReplace, delete, and patch with every operation (set, setIfMissing, unset, inc, dec,
// insert, diffMatchPatch) on nested and keyed paths. What the mutator leaves to the Content Lake is
// done here as the Lake does it: one transaction is all or nothing, `create` of an existing id and
// a patch of a missing document are refused, `ifRevisionID` is checked, and every document a
// transaction changes gets the transaction's id as its `_rev`.
import { randomUUID } from 'node:crypto'
import { Mutation, type Mut } from '@sanity/mutator'

/** A document as the dataset holds it. */
export type Doc = Record<string, unknown> & { _id: string }

/** Documents as the Content Lake holds them: each with a revision (the seed's files have none). */
export const withRevisions = (documents: Doc[]): Doc[] => documents.map((doc) => ({ _rev: 'seed', ...doc }))

/** A refused mutation or action, in the words and status the Content Lake would answer with. */
export class MutationError extends Error {
  constructor(
    message: string,
    readonly status = 409,
    readonly type = 'mutationError',
  ) {
    super(message)
  }
}

/**
 * What a listener hears of a transaction, per document it changed (Sanity's "mutation" event): the
 * mutations, the revisions before and after, and the effects as a Mendoza patch (the whole document,
 * which is a valid if unminimised patch: the Studio's previews apply it).
 */
export interface ListenerEvent {
  type: 'mutation'
  eventId: string
  documentId: string
  transactionId: string
  transition: 'appear' | 'update' | 'disappear'
  identity: string
  mutations: Mut[]
  previousRev?: string
  resultRev: string
  timestamp: string
  effects: { apply: unknown; revert: unknown }
  transactionTotalEvents: number
  transactionCurrentEvent: number
  visibility: 'transaction'
}

export interface MutationResult {
  id: string
  operation: 'create' | 'update' | 'delete'
  document?: Doc
}

/**
 * One transaction: reads see its own earlier writes; nothing reaches the dataset until commit().
 * Document actions (./actions.ts) are written as mutations on it.
 */
export class Transaction {
  readonly id: string
  private readonly now = new Date().toISOString()
  private readonly working: Map<string, Doc>
  readonly results: MutationResult[] = []
  /** Each changed document: as it was before the transaction, and the mutations applied to it. */
  private readonly changed = new Map<string, { before: Doc | null; mutations: Mut[] }>()

  constructor(
    private readonly documents: Doc[],
    transactionId?: string,
  ) {
    this.id = transactionId || `fake-${randomUUID()}`
    this.working = new Map(documents.map((d) => [d._id, d]))
  }

  get(id: string): Doc | undefined {
    return this.working.get(id)
  }

  apply(mutation: Mut): void {
    const id = targetOf(mutation)
    const before = this.working.get(id) ?? null
    if (mutation.create && before) throw new MutationError(`Document by ID "${id}" already exists`)
    if (mutation.createIfNotExists && before) return
    if (mutation.patch) {
      if ('query' in mutation.patch) throw new MutationError('The stand-in patches documents by id only', 400)
      if (!before) throw new MutationError(`Document "${id}" not found: a patch needs an existing document`, 404, 'documentNotFoundError')
      const expected = mutation.patch.ifRevisionID
      if (expected && expected !== before._rev) throw new MutationError(`Document "${id}" has revision "${String(before._rev)}", not "${expected}"`)
    }
    if (mutation.delete && 'query' in mutation.delete) throw new MutationError('The stand-in deletes documents by id only', 400)
    // The mutator sets _rev, _updatedAt and _createdAt (new documents) from these.
    const after = new Mutation({ mutations: [structuredClone(mutation)], transactionId: this.id, resultRev: this.id, timestamp: this.now }).apply(before as never) as Doc | null
    if (after === before) return
    if (!this.changed.has(id)) this.changed.set(id, { before, mutations: [] })
    this.changed.get(id)!.mutations.push(mutation)
    if (after) this.working.set(id, after)
    else this.working.delete(id)
    const operation = !after ? 'delete' : before ? 'update' : 'create'
    this.results.push({ id, operation, ...(after ? { document: structuredClone(after) } : {}) })
  }

  events(): ListenerEvent[] {
    const content = (doc: Doc | null | undefined) => {
      if (!doc) return null
      const { _rev: _dropped, ...rest } = doc
      return rest
    }
    return [...this.changed].map(([documentId, { before, mutations }], index, all) => {
      const after = this.working.get(documentId)
      return {
        type: 'mutation',
        eventId: `${this.id}#${documentId}`,
        documentId,
        transactionId: this.id,
        transition: !before ? 'appear' : after ? 'update' : 'disappear',
        identity: 'pOwner',
        mutations,
        ...(typeof before?._rev === 'string' ? { previousRev: before._rev } : {}),
        resultRev: this.id,
        timestamp: this.now,
        // Mendoza's "value" op: the document after (or before) as a whole.
        effects: { apply: [0, content(after)], revert: [0, content(before)] },
        transactionTotalEvents: all.length,
        transactionCurrentEvent: index + 1,
        visibility: 'transaction',
      }
    })
  }

  /** The dataset becomes the working copy: kept documents in their places, new ones at the end. */
  commit(): void {
    const kept = this.documents.filter((d) => this.working.has(d._id)).map((d) => this.working.get(d._id)!)
    const known = new Set(this.documents.map((d) => d._id))
    const added = [...this.working.values()].filter((d) => !known.has(d._id))
    this.documents.splice(0, this.documents.length, ...kept, ...added)
  }
}

function targetOf(mutation: Mut): string {
  const doc = mutation.create ?? mutation.createIfNotExists ?? mutation.createOrReplace
  if (doc) {
    if (typeof doc._type !== 'string') throw new MutationError('A document needs a _type', 400)
    // The Lake makes up an id when none is given, and completes one that ends in "." (a path).
    if (!doc._id) doc._id = randomUUID()
    else if (doc._id.endsWith('.')) doc._id += randomUUID()
    return doc._id
  }
  const id = (mutation.delete as { id?: string } | undefined)?.id ?? (mutation.patch as { id?: string } | undefined)?.id
  if (!id) throw new MutationError(`Not a mutation the stand-in knows: ${JSON.stringify(mutation)}`, 400)
  return id
}

/** POST /data/mutate: all of the mutations, or none of them (a MutationError says which failed). */
export function applyMutations(documents: Doc[], mutations: Mut[], transactionId?: string) {
  const transaction = new Transaction(documents, transactionId)
  for (const mutation of mutations) transaction.apply(mutation)
  transaction.commit()
  return { transactionId: transaction.id, results: transaction.results, events: transaction.events() }
}
