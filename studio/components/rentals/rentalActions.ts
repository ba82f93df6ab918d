// A rental's document actions: the Studio's Duplicate would give the copy a random id without a
// path, readable by anyone in a public dataset; a rental's copy gets a private id instead
// (rules/content/rentalIds.ts).
import type {DocumentActionComponent} from 'sanity'
import {DuplicateRentalAction} from './DuplicateRentalAction'

export function withRentalActions(prev: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (schemaType !== 'rental') return prev
  return prev.map((action) => (action.action === 'duplicate' ? DuplicateRentalAction : action))
}
