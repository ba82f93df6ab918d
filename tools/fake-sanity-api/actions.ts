// Sanity's document actions (POST /data/actions), which the Studio sends for the owner's work:
// create, edit, publish, unpublish, discard, delete and replaceDraft, each written as the
// mutations the Content Lake makes of it, applied by Sanity's mutator in one transaction
// (./mutate.ts): a refused action leaves every document as it was.
import type { Mut } from '@sanity/mutator'
import { MutationError, Transaction, type Doc, type ListenerEvent } from './mutate.ts'

type Attributes = Record<string, unknown> & { _id?: string; _type: string }

export type DocumentAction =
  | { actionType: 'sanity.action.document.create'; publishedId: string; attributes: Attributes; ifExists?: 'fail' | 'ignore' }
  | { actionType: 'sanity.action.document.edit'; draftId: string; publishedId: string; patch: Record<string, unknown> }
  | { actionType: 'sanity.action.document.publish'; draftId: string; publishedId: string; ifDraftRevisionId?: string; ifPublishedRevisionId?: string }
  | { actionType: 'sanity.action.document.unpublish'; draftId: string; publishedId: string }
  | { actionType: 'sanity.action.document.discard'; draftId: string; purge?: boolean }
  | { actionType: 'sanity.action.document.delete'; publishedId: string; includeDrafts?: string[]; purge?: boolean }
  | { actionType: 'sanity.action.document.replaceDraft'; publishedId: string; attributes: Attributes }

const draftOf = (publishedId: string) => `drafts.${publishedId}`
/** A document's own fields, without what the Lake keeps about it (a copy gets its own). */
const contentOf = ({ _rev: _r, _createdAt: _c, _updatedAt: _u, ...content }: Doc) => content

function mutationsOf(action: DocumentAction, tx: Transaction): Mut[] {
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const draftId = action.attributes._id ?? draftOf(action.publishedId)
      if (draftId !== draftOf(action.publishedId)) throw new MutationError(`A new document's draft is "${draftOf(action.publishedId)}", not "${draftId}"`, 400)
      if (tx.get(draftId) || tx.get(action.publishedId)) {
        if (action.ifExists === 'ignore') return []
        throw new MutationError(`Document "${action.publishedId}" already exists`)
      }
      return [{ create: { ...action.attributes, _id: draftId } as never }]
    }
    case 'sanity.action.document.edit': {
      // The first edit of a published document makes its draft from it.
      const base = tx.get(action.draftId) ?? tx.get(action.publishedId)
      if (!base) throw new MutationError(`Cannot edit "${action.publishedId}": it has no draft and is not published`, 404, 'documentNotFoundError')
      const copy: Mut[] = tx.get(action.draftId) ? [] : [{ create: { ...contentOf(base), _id: action.draftId } as never }]
      return [...copy, { patch: { ...action.patch, id: action.draftId } }]
    }
    case 'sanity.action.document.publish': {
      const draft = tx.get(action.draftId)
      if (!draft) throw new MutationError(`Cannot publish "${action.publishedId}": it has no draft`)
      if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) throw new MutationError(`Cannot publish "${action.publishedId}": its draft changed since revision "${action.ifDraftRevisionId}"`)
      const published = tx.get(action.publishedId)
      if (action.ifPublishedRevisionId && action.ifPublishedRevisionId !== published?._rev) throw new MutationError(`Cannot publish "${action.publishedId}": it was published again since revision "${action.ifPublishedRevisionId}"`)
      const createdAt = published?._createdAt ?? draft._createdAt
      return [{ createOrReplace: { ...contentOf(draft), _id: action.publishedId, ...(createdAt ? { _createdAt: createdAt } : {}) } as never }, { delete: { id: action.draftId } }]
    }
    case 'sanity.action.document.unpublish': {
      const published = tx.get(action.publishedId)
      if (!published) throw new MutationError(`Cannot unpublish "${action.publishedId}": it is not published`)
      // The published version becomes the draft, unless the draft holds newer work.
      const keep: Mut[] = tx.get(action.draftId) ? [] : [{ create: { ...contentOf(published), _id: action.draftId } as never }]
      return [...keep, { delete: { id: action.publishedId } }]
    }
    case 'sanity.action.document.discard':
      if (!tx.get(action.draftId)) throw new MutationError(`Cannot discard "${action.draftId}": there is no such draft`, 404, 'documentNotFoundError')
      return [{ delete: { id: action.draftId } }]
    case 'sanity.action.document.delete': {
      const drafts = action.includeDrafts ?? []
      const left = tx.get(draftOf(action.publishedId)) && !drafts.includes(draftOf(action.publishedId))
      if (left) throw new MutationError(`Cannot delete "${action.publishedId}": its draft would be left behind (include it in includeDrafts)`)
      return [action.publishedId, ...drafts].map((id) => ({ delete: { id } }))
    }
    case 'sanity.action.document.replaceDraft':
      return [{ createOrReplace: { ...action.attributes, _id: draftOf(action.publishedId) } as never }]
    default:
      throw new MutationError(`The stand-in does not know the action "${(action as { actionType: string }).actionType}"`, 400, 'validationError')
  }
}

/** POST /data/actions: every action, or none (a MutationError says which failed and why). */
export function applyActions(documents: Doc[], actions: DocumentAction[], transactionId?: string): { transactionId: string; events: ListenerEvent[] } {
  const transaction = new Transaction(documents, transactionId)
  for (const action of actions) for (const mutation of mutationsOf(action, transaction)) transaction.apply(mutation)
  transaction.commit()
  return { transactionId: transaction.id, events: transaction.events() }
}
