// The stand-in's mutation and action language, applied by Sanity's mutator: each patch operation
// on nested and keyed paths, revisions, and the document actions' drafts and published documents.
import { expect, it } from 'vitest'
import { applyActions } from './actions.ts'
import { applyMutations, MutationError, type Doc } from './mutate.ts'

const bike = (): Doc => ({
  _id: 'bike.pcx',
  _type: 'bike',
  _rev: 'r0',
  name: 'Honda PCX',
  price: 250,
  units: [{ _key: 'u1', _type: 'bikeUnit', name: 'White', inService: true }],
  note: { en: 'Helmet included' },
})
const byId = (docs: Doc[], id: string) => docs.find((d) => d._id === id)

it('applies every patch operation, on nested and keyed paths, and gives the revision of the transaction', () => {
  const docs = [bike()]
  const patch = {
    id: 'bike.pcx',
    set: { 'note.en': 'Two helmets', 'units[_key=="u1"].inService': false },
    setIfMissing: { 'note.ru': 'Шлем', units: [] },
    unset: ['name'],
    inc: { price: 20 },
    dec: { price: 5 },
    insert: { after: 'units[-1]', items: [{ _key: 'u2', _type: 'bikeUnit', name: 'Black' }] },
    diffMatchPatch: { 'note.en': '@@ -1,3 +1,5 @@\n-Two\n+Three\n  he\n' },
  }
  const { results } = applyMutations(docs, [{ patch }], 'tx1')
  expect(results).toMatchObject([{ id: 'bike.pcx', operation: 'update' }])
  expect(docs[0]).toMatchObject({ _rev: 'tx1', price: 265, note: { en: 'Three helmets', ru: 'Шлем' }, units: [{ _key: 'u1', inService: false }, { _key: 'u2', name: 'Black' }] })
  expect(docs[0]).not.toHaveProperty('name')
  expect(Object.keys(docs[0]).filter((key) => key.includes('.') || key.includes('['))).toEqual([])
})

it('refuses a whole transaction when one mutation fails, and checks ifRevisionID and existing ids', () => {
  const docs = [bike()]
  const refused = (fn: () => unknown) => expect(fn).toThrow(MutationError)
  refused(() => applyMutations(docs, [{ patch: { id: 'bike.pcx', set: { price: 1 } } }, { create: { _id: 'bike.pcx', _type: 'bike' } }]))
  refused(() => applyMutations(docs, [{ patch: { id: 'bike.pcx', ifRevisionID: 'old', set: { price: 1 } } }]))
  refused(() => applyMutations(docs, [{ patch: { id: 'bike.missing', set: { price: 1 } } }]))
  expect(docs).toEqual([bike()])
  applyMutations(docs, [{ createIfNotExists: { _id: 'bike.pcx', _type: 'bike', price: 1 } }, { createOrReplace: { _id: 'bike.nmax', _type: 'bike', price: 300 } }, { delete: { id: 'bike.gone' } }], 'tx2')
  expect(docs.map((d) => [d._id, d.price, d._rev])).toEqual([['bike.pcx', 250, 'r0'], ['bike.nmax', 300, 'tx2']])
  applyMutations(docs, [{ delete: { id: 'bike.nmax' } }])
  expect(docs.map((d) => d._id)).toEqual(['bike.pcx'])
})

it('runs the document actions: create, edit (a draft from the published document), publish, unpublish, discard, delete', () => {
  const docs = [bike()]
  applyActions(docs, [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.bike.pcx', publishedId: 'bike.pcx', patch: { set: { 'units[_key=="u1"].name': 'Pearl white' } } }], 'e1')
  expect(byId(docs, 'drafts.bike.pcx')).toMatchObject({ _rev: 'e1', price: 250, units: [{ name: 'Pearl white' }] })
  expect(byId(docs, 'bike.pcx')).toEqual(bike())
  expect(() => applyActions(docs, [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.bike.pcx', publishedId: 'bike.pcx', ifDraftRevisionId: 'stale' }])).toThrow(MutationError)
  applyActions(docs, [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.bike.pcx', publishedId: 'bike.pcx' }], 'p1')
  expect(docs.map((d) => d._id)).toEqual(['bike.pcx'])
  expect(byId(docs, 'bike.pcx')).toMatchObject({ _rev: 'p1', units: [{ name: 'Pearl white' }] })

  applyActions(docs, [{ actionType: 'sanity.action.document.create', publishedId: 'season.x', attributes: { _id: 'drafts.season.x', _type: 'season', name: { en: 'Rain' } }, ifExists: 'fail' }])
  expect(() => applyActions(docs, [{ actionType: 'sanity.action.document.create', publishedId: 'season.x', attributes: { _type: 'season' }, ifExists: 'fail' }])).toThrow(MutationError)
  applyActions(docs, [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.season.x' }])
  expect(byId(docs, 'drafts.season.x')).toBeUndefined()

  applyActions(docs, [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.bike.pcx', publishedId: 'bike.pcx' }])
  expect(docs.map((d) => d._id)).toEqual(['drafts.bike.pcx'])
  expect(() => applyActions(docs, [{ actionType: 'sanity.action.document.delete', publishedId: 'bike.pcx', includeDrafts: [] }])).toThrow(MutationError)
  applyActions(docs, [{ actionType: 'sanity.action.document.delete', publishedId: 'bike.pcx', includeDrafts: ['drafts.bike.pcx'] }])
  expect(docs).toEqual([])
})
