// npm run sync: GROQ over the content source → validated, typed snapshots in src/generated.
import { SyncError } from './sync/errors.ts'
import { parseArgs, pickSource, USAGE } from './sync/cli.ts'
import { printResult, row } from './sync/print.ts'
import { runSync } from './sync/run.ts'
import { checkTypes } from './sync/typegen.ts'

async function main(): Promise<number> {
  const started = performance.now()
  if (process.argv.includes('--help')) {
    console.log(USAGE)
    return 0
  }
  const options = parseArgs(process.argv.slice(2))
  const source = await pickSource(options.root, process.env)
  const result = await runSync(options.root, source, options.mode)
  let ok = printResult(options.mode, source.label, result)
  if (options.mode === 'check' && options.types) ok = (await checkTypes(options.root)) && ok
  row('time', [`${((performance.now() - started) / 1000).toFixed(1)} s`])
  return ok ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof SyncError) {
      console.error(`sync failed: ${error.message}`)
      console.error('Nothing was written: src/generated and public/content are unchanged.')
    } else {
      console.error('sync failed:', error instanceof Error ? error.message : error)
    }
    process.exit(1)
  },
)
