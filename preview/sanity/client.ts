// The preview's Sanity client. It never holds a token: inside the Studio's Presentation tool the
// Studio runs the queries with its own signed-in session and posts the results here (live mode);
// opened on its own, the preview can read only what the dataset shows the public (published).
import { createClient } from '@sanity/client'
import { SANITY_API_VERSION } from '../../pipeline/sources/api-version.ts'
import { stegaFilter } from './stega.ts'

// The Studio's own variables (studio/.env), with the Studio's offline placeholders: the Studio
// only answers a preview whose project and dataset equal its own.
const projectId = import.meta.env.SANITY_STUDIO_PROJECT_ID || 'placeholder'
const dataset = import.meta.env.SANITY_STUDIO_DATASET || 'production'
export const studioUrl = import.meta.env.SANITY_STUDIO_URL || 'http://localhost:3333'
// The local stand-in of Sanity's API when `npm run dev` runs the Studio on it; unset, Sanity's own.
const apiHost = import.meta.env.SANITY_STUDIO_API_HOST || undefined

export const client = createClient({
  projectId,
  dataset,
  ...(apiHost ? { apiHost } : {}),
  apiVersion: SANITY_API_VERSION,
  useCdn: false,
  perspective: 'published',
  stega: { enabled: true, studioUrl, filter: stegaFilter },
})

/** Names the content in the sync's message, where the sync names its source. */
export const sourceLabel = `the Studio's drafts (Sanity project "${projectId}", dataset "${dataset}")`
