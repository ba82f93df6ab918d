// Writes dist/_headers from the built HTML, and keeps vercel.json's headers in step. Runs as a Vite
// plugin after every build (vite.config.ts) and as a CLI for any step that rewrites dist/*.html
// afterwards (prerendering): `tsx scripts/headers/write.ts [dist] [--vercel]`.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { headersFile, inlineScripts, scriptHash, securityHeaders, vercelHeaders } from './policy.ts'

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name))
}

/** The CSP hashes of every executable inline script in every page of `dist`. */
export async function distScriptHashes(dist: string): Promise<string[]> {
  const hashes = new Set<string>()
  for (const file of await htmlFiles(dist)) for (const body of inlineScripts(await readFile(file, 'utf8'))) hashes.add(scriptHash(body))
  return [...hashes].sort()
}

export async function writeHeaders(dist: string, emailjsOrigin?: string): Promise<Array<[string, string]>> {
  const headers = securityHeaders({ scriptHashes: await distScriptHashes(dist), emailjsOrigin })
  await writeFile(join(dist, '_headers'), headersFile(headers))
  return headers
}

export const VERCEL_JSON = new URL('../../vercel.json', import.meta.url)

/** vercel.json with its `headers` replaced; other keys stay as they are. */
export async function updateVercelJson(headers: Array<[string, string]>): Promise<void> {
  let config: Record<string, unknown> = {}
  try {
    config = JSON.parse(await readFile(VERCEL_JSON, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  await writeFile(VERCEL_JSON, JSON.stringify({ ...config, headers: vercelHeaders(headers) }, null, 2) + '\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
  // vercel.json is for production: always the real EmailJS origin, whatever this build points at.
  const headers = await writeHeaders(dist, process.env.VITE_EMAILJS_ORIGIN || undefined)
  if (args.includes('--vercel')) await updateVercelJson(securityHeaders({ scriptHashes: await distScriptHashes(dist) }))
  console.log(`headers: wrote ${join(dist, '_headers')} (${headers.length} headers)${args.includes('--vercel') ? ' and vercel.json' : ''}`)
}
