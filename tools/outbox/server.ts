// CLI for the local EmailJS-compatible outbox:
//   npx tsx tools/outbox/server.ts [--port 4300] [--dir .outbox/dev] [--public-key …] [--service-id …] [--template-id …]
//     [--auto-reply off|fixed|full]   (the shop's EmailJS Auto-Reply setting it plays; tools/outbox/autoReply.ts)
//     [--studio-url http://localhost:3333]   (the Studio the shop's "Add to the rental book" link opens)
//     [--site-url http://127.0.0.1:5173]   (the website the shop's "Check this request" link opens)
import { startOutbox } from './app.ts'
import { parseOutboxArgs } from './options.ts'

const options = parseOutboxArgs(process.argv.slice(2))
startOutbox(options).then(
  ({ url }) => {
    console.log(`outbox: EmailJS-compatible API at ${url} (POST /api/v1.0/email/send)`)
    console.log(`outbox: e-mails in ${options.dir}, listed at ${url}/ (Auto-Reply: ${options.autoReply})`)
  },
  (error: NodeJS.ErrnoException) => {
    const hint = error.code === 'EADDRINUSE' ? ` (port ${options.port} is in use; pass --port)` : ''
    console.error(`outbox: could not start${hint}:`, error.message)
    process.exit(1)
  },
)
