// `npm run dev`: the site (Vite) and the local EmailJS-compatible outbox side by side, with the SDK
// pointed at the outbox, so a booking made locally lands in .outbox/dev instead of a real inbox.
import { createServer, loadEnv } from 'vite'
import { startOutbox } from './outbox/app.ts'
import { DEFAULT_PORT, LOCAL_EMAILJS } from './outbox/options.ts'

const env = loadEnv('development', process.cwd(), 'VITE_EMAILJS_')
// Ids from .env when set (the outbox then checks the site against them), else the local defaults.
const accounts = {
  publicKey: env.VITE_EMAILJS_PUBLIC_KEY || LOCAL_EMAILJS.publicKey,
  serviceId: env.VITE_EMAILJS_SERVICE_ID || LOCAL_EMAILJS.serviceId,
  templateId: env.VITE_EMAILJS_TEMPLATE_ID || LOCAL_EMAILJS.templateId,
}

async function startDevOutbox() {
  try {
    return await startOutbox({ ...accounts, dir: '.outbox/dev', port: DEFAULT_PORT })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error
    // Often the e2e run's outbox. Any free port will do: the SDK is pointed at whichever we get.
    console.warn(`dev: port ${DEFAULT_PORT} is taken; the outbox takes a free port instead`)
    return startOutbox({ ...accounts, dir: '.outbox/dev', port: 0 })
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
console.log(`  ➜  Outbox:  ${outbox.url}/  (the e-mails the shop would receive, in .outbox/dev)`)

async function shutdown() {
  await vite.close()
  outbox.server.close()
  process.exit(0)
}
process.once('SIGINT', shutdown)
process.once('SIGTERM', shutdown)
