// The rental term that the code links to by id, apart from the terms' loader: the Preview swaps
// the loader (preview/content/liveTerms.ts) and keeps this.
/** The cancellation policy's term: the Shop settings' policy, shown as the terms' last answer. */
export const CANCELLATION_TERM_ID = 'cancellationPolicy'
/** The cover levels' term: built by the sync from Shop settings → Extras & cover, after the insurance answer. */
export const COVER_TERM_ID = 'coverLevels'
