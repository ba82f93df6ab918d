// The placeholders a rental term's answer may hold, each filled by the sync in every language from
// the shop's settings, so an answer never states a figure the settings do not: `{excesses}` becomes
// each cover level's excess (Shop settings → Extras & cover), worded by the website texts
// booking.cover.excessIncluded and booking.cover.excessPaid. The Studio and the sync refuse any other.

export const EXCESSES_PLACEHOLDER = '{excesses}'

const KNOWN = [EXCESSES_PLACEHOLDER]
const ANY_PLACEHOLDER = /\{[^{}]*\}/g

/** The owner-facing message for an answer with a placeholder the sync cannot fill, or null. */
export function termPlaceholderProblem(text: unknown): string | null {
  if (typeof text !== 'string') return null
  const unknown = [...new Set([...text.matchAll(ANY_PLACEHOLDER)].map((match) => match[0]))].filter((p) => !KNOWN.includes(p))
  if (unknown.length === 0) return null
  return `Unknown placeholder ${unknown.join(', ')}: the only one is ${EXCESSES_PLACEHOLDER}, which the website fills with the cover levels' excesses`
}
