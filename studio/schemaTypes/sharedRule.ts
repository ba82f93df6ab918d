import type {CustomValidator, RuleDef} from 'sanity'

/**
 * A rule shared with the website's sync (rules/content/content.ts): the same check, the same words.
 * An empty value is left to `required()`, which carries the same message (or, for an optional
 * field, is simply allowed).
 */
export const shared =
  (check: (value: unknown) => string | null): CustomValidator<unknown> =>
  (value) =>
    value === undefined ? true : (check(value) ?? true)

// While the seed's invented contact details are still in place, every such field carries a
// warning, so the owner sees exactly which values to replace before going live.
export const stillExample =
  (what: string): CustomValidator<unknown> =>
  (_value, context) =>
    context.document?.exampleContent === true
      ? `Example content: replace this with your real ${what}, then switch off "Example content" at the top`
      : true

/** A required field checked by a shared rule: the same words whether it is empty or wrong. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field's rule builder
export const requiredShared = <R extends RuleDef<R, any>>(rule: R, check: (value: unknown) => string | null): R[] => [
  rule.required().error(check(undefined) ?? undefined),
  rule.custom(shared(check)),
]
