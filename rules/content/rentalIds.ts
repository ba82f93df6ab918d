// Where rentals live in the dataset: every rental's _id starts with "rental." (a path). Sanity
// serves a public dataset's documents to anyone without a token, except those whose _id has a
// path (a "."): only the owner's token reads those (https://www.sanity.io/docs/ids). So a rental,
// with its reference and private note, is never readable from outside, whatever the dataset's
// setting. The Studio gives every new rental such an id (structure.ts, the rental actions, the
// booking e-mail's hand-off); rentals made before are moved by scripts/move-rentals-private.ts.

export const RENTAL_ID_PREFIX = 'rental.'

/** The published id under a draft's or a release version's prefix. */
const PUBLISHED_ID = /^(?:drafts\.|versions\.[^.]+\.)?(.*)$/

export const publishedIdOf = (id: string): string => (PUBLISHED_ID.exec(id) as RegExpExecArray)[1]

/** Readable only with the owner's token: the published id has a path. */
export const isPrivateRentalId = (id: string): boolean => publishedIdOf(id).includes('.')

/** The id under `rental.` for an id Sanity made without a path (drafts and versions keep their prefix). */
export function privateRentalId(id: string): string {
  if (isPrivateRentalId(id)) return id
  const published = publishedIdOf(id)
  return `${id.slice(0, id.length - published.length)}${RENTAL_ID_PREFIX}${published}`
}

/** A new rental's id, random like the ones Sanity makes. */
export const newRentalId = (): string => `${RENTAL_ID_PREFIX}${crypto.randomUUID()}`

const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt'])

type StoredDoc = {_id: string; _type: string; [field: string]: unknown}

/** A rental as it must be stored again under its private id: the same fields, without the system ones Sanity sets. */
export function movedRental(doc: StoredDoc): StoredDoc {
  const fields = Object.fromEntries(Object.entries(doc).filter(([name]) => !SYSTEM_FIELDS.has(name)))
  return {...fields, _id: privateRentalId(doc._id), _type: doc._type}
}

/** Every rental (published, draft or release version) whose id has no path, whatever its type field says. */
export const publicRentalsQuery = `*[_type == "rental" && !(_id in path("rental.**")) && !(_id in path("drafts.rental.**")) && !(_id in path("versions.*.rental.**"))]`

/** The slice of a Sanity client the move uses (the Studio's CLI client, or @sanity/client in tests). */
export interface MoveClient {
  fetch<T>(query: string, params?: Record<string, unknown>, options?: {perspective: 'raw'}): Promise<T>
  transaction(): {createOrReplace(doc: StoredDoc): unknown; delete(id: string): unknown; commit(): Promise<unknown>}
}

/**
 * Moves every rental without a path to `rental.<its id>`, in one transaction (all or nothing):
 * the copy is written and the old document deleted together. Returns the moves, old id → new id.
 */
export async function moveRentalsPrivate(client: MoveClient, {dryRun = false} = {}): Promise<Array<[string, string]>> {
  const found = await client.fetch<StoredDoc[]>(publicRentalsQuery, {}, {perspective: 'raw'})
  const moves = found.map((doc) => [doc._id, privateRentalId(doc._id)] as [string, string])
  if (dryRun || found.length === 0) return moves
  const transaction = client.transaction()
  for (const doc of found) {
    transaction.createOrReplace(movedRental(doc))
    transaction.delete(doc._id)
  }
  await transaction.commit()
  return moves
}
