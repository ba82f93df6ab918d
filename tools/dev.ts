// `npm run dev`: the site (Vite) and the local EmailJS-compatible outbox side by side, with the SDK
// pointed at the outbox, so a booking made locally lands in .outbox/dev instead of a real inbox.
import { createServer, loadEnv } from 'vite'
import { startOutbox } from './outbox/app.ts'
import { parseOutboxArgs } from './outbox/options.ts'

// The outbox's own flags pass through (`npm run dev -- --auto-reply full`); it starts on Off.
const flags = parseOutboxArgs(process.argv.slice(2))

const env = loadEnv('development', process.cwd(), 'VITE_EMAILJS_')
// Ids from .env when set (the outbox then checks the site against them), else the flags' (the local defaults).
const accounts = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY || flags.publicKey,
  serviceId: env.VITE_EMAILJS_SERVICE_ID || flags.serviceId,
  templateId: env.VITE_EMAILJS_TEMPLATE_ID || flags.templateId,
}
const outboxOptions = { ...flags, ...accounts }

async function startDevOutbox() {
  try {
    return await startOutbox(outboxOptions)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    // Often the e2e run's outbox. Any free port will do: the SDK is pointed at whichever we get.
    console.warn(`dev: port ${flags.port} is taken; the outbox takes a free port instead`)
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

// Without the ignore, each stored e-mail (an .html file in the project) makes Vite reload the page.
const vite = await createServer({ server: { watch: { ignored: ['**/.outbox/**'] } } })
await vite.listen()
vite.printUrls()
console.log(`  ➜  Outbox:  ${outbox.url}/  (the e-mails the shop would receive, in ${flags.dir}; Auto-Reply: ${flags.autoReply})`)

async function shutdown() {
  await vite.close()
  outbox.server.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
