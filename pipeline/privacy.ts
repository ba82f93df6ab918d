// The rental book's privacy, proved on every sync of a live project: a request without the owner's
// token (what anyone can send: the project id and dataset name are in every image address the site
// publishes) must read no rental. Sanity serves a public dataset's root-path documents (an _id with
// no ".") to anyone; rentals are kept under the path `rental.` (rules/content/rentalIds.ts), which
// only the token reads. Also stops a public dataset synced without the token: the rental book would
// read empty and every bike would show free.
import { SyncError } from './errors.ts'
import type { ContentSource } from './sources/source.ts'

/** What anyone could read of the rental book; the ids only, so the log never repeats a note. */
export const readableRentalsQuery = `{"count": count(*[_type == "rental"]), "ids": *[_type == "rental"][0...5]._id}`

export const MOVE_RENTALS_COMMAND = 'cd studio && npx sanity exec scripts/move-rentals-private.ts --with-user-token'

export type PrivacyProof = { proved: boolean; note: string }

export async function proveRentalsPrivate(source: ContentSource): Promise<PrivacyProof> {
  const anonymous = source.withoutToken
  if (!anonymous) return { proved: false, note: source.privacyNotApplicable ?? 'skipped: no live project (the seed); a sync of the live dataset proves it' }
  const seen = await anonymous.fetch<{ count: number; ids: string[] } | 'refused'>(readableRentalsQuery)
  if (seen === 'refused') return { proved: true, note: 'private dataset: nothing is readable without the token' }
  if (seen.count > 0) {
    throw new SyncError(`The rental book can be read without a token`, [
      `${source.label}: ${seen.count} rental${seen.count === 1 ? '' : 's'} (${seen.ids.join(', ')}${seen.count > seen.ids.length ? ', …' : ''}) can be read by anyone, with their booking references and private notes. Move them under the private path: ${MOVE_RENTALS_COMMAND} (or make the dataset private at sanity.io/manage → Datasets), then publish again`,
    ])
  }
  if (!anonymous.ownerToken) {
    throw new SyncError(`The rental book cannot be read`, [
      `${source.label}: the dataset is public and SANITY_READ_TOKEN is not set. Rentals are private (only the token reads them), so the site would show every bike free: set SANITY_READ_TOKEN to a Viewer token (sanity.io/manage → API → Tokens)`,
    ])
  }
  return { proved: true, note: 'public dataset: a request without the token reads no rental' }
}
