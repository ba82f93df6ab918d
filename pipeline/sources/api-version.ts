// Sanity's HTTP API version for every read of the sync's queries (the sync's live source and the
// Studio preview), pinned so a Sanity API change can't silently alter the results.
export const SANITY_API_VERSION = '2025-06-01'
