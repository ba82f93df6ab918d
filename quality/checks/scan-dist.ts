// CI check: fails when anything under the built site (default dist/) holds a secret (secrets.ts).
// Usage: tsx quality/checks/scan-dist.ts [dir ...]
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { scanText, secretValues, type Finding } from './secrets.ts'

const BINARY = /\.(png|jpe?g|webp|avif|gif|ico|woff2?|ttf)$/i

export async function scanDir(dir: string, env: Record<string, string | undefined> = process.env): Promise<{ files: number; findings: Finding[] }> {
  const secrets = secretValues(env)
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  const files = entries.filter((entry) => entry.isFile() && !BINARY.test(entry.name)).map((entry) => join(entry.parentPath, entry.name))
  const findings: Finding[] = []
  for (const file of files) findings.push(...scanText(file, await readFile(file, 'utf8'), secrets))
  return { files: files.length, findings }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['dist']
  let failed = false
  for (const dir of dirs) {
    const { files, findings } = await scanDir(dir)
    if (files === 0) {
      console.error(`secret scan: ${dir} has no files; build it first`)
      failed = true
    }
    for (const f of findings) console.error(`secret scan: ${f.file}:${f.line}: ${f.what} (${f.excerpt})`)
    failed ||= findings.length > 0
    console.log(`secret scan: ${dir}: ${files} files, ${findings.length} findings`)
  }
  process.exit(failed ? 1 : 0)
}
