// npm run typegen [-- --check]: result types for pipeline/queries.ts from the studio schema,
// written to src/generated/sanity.types.ts (the snapshots' types; never hand-written).
import { REPO_ROOT } from '../pipeline/cli.ts'
import { row } from '../pipeline/print.ts'
import { checkTypes, generateTypes, TYPES_FILE, writeTypes } from '../pipeline/snapshots/typegen.ts'

async function main(): Promise<number> {
  const started = performance.now()
  const check = process.argv.includes('--check')
  console.log(`typegen${check ? ' --check' : ''}: studio schema + pipeline/queries.ts → ${TYPES_FILE}`)
  let ok = true
  if (check) ok = await checkTypes(REPO_ROOT)
  else {
    const changed = await writeTypes(REPO_ROOT, await generateTypes(REPO_ROOT))
    row(changed ? 'written' : 'unchanged', [TYPES_FILE])
  }
  row('time', [`${((performance.now() - started) / 1000).toFixed(1)} s`])
  return ok ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('typegen failed:', error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
