// npm run sync: GROQ over the content source → validated, typed snapshots in src/generated.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs, pickSource, USAGE } from '../pipeline/cli.ts'
import { SyncError } from '../pipeline/errors.ts'
import { printResult, row } from '../pipeline/print.ts'
import { runSync } from '../pipeline/run.ts'
import { todayOnPhuket } from '../rules/content/content.ts'
import { checkTypes, generateTypes, TYPES_FILE, writeTypes } from '../pipeline/snapshots/typegen.ts'

async function main(): Promise<number> {
  const started = performance.now()
  if (process.argv.includes('--help')) {
    console.log(USAGE)
    return 0
  }
  const options = parseArgs(process.argv.slice(2))
  const source = await pickSource(options.root, process.env, options.local)
  const result = await runSync(options.root, source, options.mode, { today: options.today ?? todayOnPhuket() })
  let ok = printResult(options.mode, source.label, result)
  if (options.mode === 'check' && options.types) ok = (await checkTypes(options.root)) && ok
  // So that deleting src/generated and running sync gives back every file, types included.
  if (options.mode === 'write' && options.types && !existsSync(path.join(options.root, TYPES_FILE))) {
    await writeTypes(options.root, await generateTypes(options.root))
    row('types', [`${TYPES_FILE} (new, from npm run typegen)`])
  }
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
