// The rental book's document pane. However a new rental is started (Create, the list's "+", the
// fleet view's free day, a Studio link without an id), the Studio names it with a random id
// without a path; the pane edits it as rental.<that id> instead, so it is stored where only the
// owner's token reads it (rules/content/rentalIds.ts). A rental that already exists under an id without a
// path (made before; scripts/move-rentals-private.ts moves them) opens as it is.
import type {StructureBuilder, StructureResolverContext} from 'sanity/structure'
import {isPrivateRentalId, privateRentalId} from '../../../rules/content/rentalIds'

export const rentalPane = (S: StructureBuilder, context: StructureResolverContext) => async (id: string) => {
  const stored =
    isPrivateRentalId(id) ||
    (await context.getClient({apiVersion: '2025-01-01'}).fetch<number>('count(*[_id in [$id, "drafts." + $id]])', {id})) > 0
  return S.document().schemaType('rental').documentId(stored ? id : privateRentalId(id))
}
