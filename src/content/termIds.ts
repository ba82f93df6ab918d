// The rental term that the code links to by id, apart from the terms' loader: the Preview swaps
// the loader (preview/content/liveTerms.ts) and keeps this.
/** The cancellation policy's term: the Shop settings' policy, shown as the terms' last answer. */
export const CANCELLATION_TERM_ID = 'cancellationPolicy'
