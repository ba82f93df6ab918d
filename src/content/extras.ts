// The extras and cover levels (src/generated/extras.json, every language's names). Imported only by
// the booking form's chunk and the Rental terms: the first load never carries them.
import extrasSnapshot from '../generated/extras.json'
import type { ExtrasQueryResult } from '../generated/sanity.types'

export type ExtrasContent = NonNullable<ExtrasQueryResult>
export type Extra = ExtrasContent['extras'][number]
export type CoverLevel = ExtrasContent['coverLevels'][number]

const empty: ExtrasContent = { extras: [], coverLevels: [], followSeasons: false }

export const extrasContent: ExtrasContent = (extrasSnapshot.item as ExtrasContent | null) ?? empty
