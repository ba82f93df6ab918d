// The Studio `npm run dev` builds (SANITY_STUDIO_LOCAL=on) talks to the local stand-in of Sanity's
// API (tools/fake-sanity-api), which serves the Studio's own files too: its API is the Studio's own
// port on localhost (the Studio puts the project id before it: placeholder.localhost, which a
// browser sends to this machine), and the site's draft preview runs on the next port. Read from
// the page's address, so one build serves on any port.
const onStandIn = process.env.SANITY_STUDIO_LOCAL === 'on'
const port = typeof location === 'undefined' ? '3333' : location.port

// Its content runs (a sync into the local site after each publish) are answered in the shape of
// GitHub's workflow runs, for the publish status bar (tools/local-studio/contentRuns.ts).
export const localStandIn = onStandIn
  ? {
      apiHost: `http://localhost:${port}`,
      previewUrl: `http://127.0.0.1:${Number(port) + 1}`,
      contentRuns: {api: `http://localhost:${port}/_stand-in/github`, repo: 'local/site'},
    }
  : undefined
