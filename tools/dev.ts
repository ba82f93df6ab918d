// `npm run dev`: the site (Vite) and the local EmailJS-compatible outbox side by side, with the SDK
// pointed at the outbox, so a booking made locally lands in .outbox/dev instead of a real inbox;
// then the real Sanity Studio on the seed with the local stand-in of Sanity's API, and its preview
// (tools/local-studio). A publish there reaches this dev site by itself: a local content run syncs
// it into an untracked copy of the snapshots, which the dev site reads (tools/local-studio/contentRuns.ts).
// Its ports are its own, apart from the tests' (playwright.config.ts), so
// `npm test` runs beside it: DEV_SITE_PORT, DEV_OUTBOX_PORT and DEV_STUDIO_PORT move them.
import path from 'node:path'
import { createServer, loadEnv } from 'vite'
import { startOutbox } from './outbox/app.ts'
import { parseOutboxArgs } from './outbox/options.ts'
import { LOCAL_STUDIO_PORT, startLocalStudio } from './local-studio/start.ts'
import { contentRuns, localContentOf, prepareLocalContent } from './local-studio/contentRuns.ts'
import { localSnapshots } from './local-studio/localSnapshots.ts'

// The outbox's own flags pass through (`npm run dev -- --auto-reply full`); it starts on Off.
const argv = process.argv.slice(2)
const flags = parseOutboxArgs(argv)
const ports = {
  site: Number(process.env.DEV_SITE_PORT ?? 5173),
  // The outbox's --port, when given, beats DEV_OUTBOX_PORT.
  outbox: argv.some((arg) => arg === '--port' || arg.startsWith('--port=')) ? flags.port : Number(process.env.DEV_OUTBOX_PORT ?? 5300),
  studio: Number(process.env.DEV_STUDIO_PORT ?? LOCAL_STUDIO_PORT),
}
const studioUrl = `http://localhost:${ports.studio}`

const env = loadEnv('development', process.cwd(), 'VITE_EMAILJS_')
// Ids from .env when set (the outbox then checks the site against them), else the flags' (the local defaults).
const accounts = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY || flags.publicKey,
  serviceId: env.VITE_EMAILJS_SERVICE_ID || flags.serviceId,
  templateId: env.VITE_EMAILJS_TEMPLATE_ID || flags.templateId,
}
// The Studio and the site the shop's e-mail links to: the local ones, unless --studio-url or --site-url say others.
const outboxOptions = { studioUrl, siteUrl: `http://127.0.0.1:${ports.site}`, ...flags, ...accounts }

async function startDevOutbox() {
  try {
    return await startOutbox({ ...outboxOptions, port: ports.outbox })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    // Any free port will do: the SDK is pointed at whichever we get.
    console.warn(`dev: port ${ports.outbox} is taken; the outbox takes a free port instead`)
    return startOutbox({ ...outboxOptions, port: 0 })
  }
}
const outbox = await startDevOutbox()

// Variables already in process.env beat .env files in Vite, so the origin cannot end up at the real API.
Object.assign(process.env, {
  VITE_EMAILJS_PUBLIC_KEY: accounts.publicKey,
  VITE_EMAILJS_SERVICE_ID: accounts.serviceId,
  VITE_EMAILJS_TEMPLATE_ID: accounts.templateId,
  VITE_EMAILJS_ORIGIN: outbox.url,
})

// Without the ignores, each stored e-mail (an .html file in the project) and each Studio build makes Vite reload the page.
const localContent = localContentOf(ports.studio)
await prepareLocalContent(localContent)
const vite = await createServer({ plugins: [localSnapshots(localContent)], server: { port: ports.site, strictPort: true, watch: { ignored: ['**/.outbox/**', '**/studio/.sanity/**', '**/studio/dist-local/**'] } } })
await vite.listen()
vite.printUrls()
console.log(`  ➜  Outbox:  ${outbox.url}/  (the e-mails the shop would receive, in ${flags.dir}; Auto-Reply: ${flags.autoReply})`)

const runs = contentRuns(localContent, ports.studio, `http://127.0.0.1:${ports.site}/`)
const studio = await startLocalStudio(ports.studio, runs)
console.log(`  ➜  Studio:  ${studio.studioUrl}/  (the real Sanity Studio on the seed, with a local stand-in of Sanity's API)`)
console.log(`  ➜  Preview: ${studio.previewUrl}/  (the Studio's Preview tab shows it)`)
const sync = ports.studio === LOCAL_STUDIO_PORT ? 'npm run sync -- --local' : `DEV_STUDIO_PORT=${ports.studio} npm run sync -- --local`
console.log(`  What you publish in the Studio reaches this site by itself (its snapshots in ${path.relative(process.cwd(), localContent)}, never src/generated); ${sync} writes it into src/generated`)

async function shutdown() {
  await studio.close()
  await vite.close()
  outbox.server.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
