// Writes dist/_headers and dist/_redirects (the ?lang= rewrites, from the language list), and keeps vercel.json (site-build/hosting/vercel.ts) in step. Runs as a Vite plugin after every
// build (vite.config.ts) and as a CLI for any step that rewrites dist/*.html afterwards:
// `tsx site-build/headers/write.ts [dist] [--vercel] [--docs]` (--docs: the nginx, Apache and Caddy
// configurations in docs/hosting.md, from site-build/hosting/serverConfigs.ts).
//
// The CSP allows the inline scripts the code ships (src/app/inline/, compiled by
// site-build/prerender/inlineCode.ts exactly as the prerender inlines them), never what the
// built pages happen to hold: content from the Studio is untrusted, and if a text ever slipped
// into a page as a <script>, hashing the pages would approve it. A page holding any other inline
// script fails the build instead, naming the file.
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { compileInlineScripts } from '../prerender/inlineCode.ts'
import { redirectsFile } from '../hosting/redirects.ts'
import { updateVercelJson } from '../hosting/vercel.ts'
import { updateHostingGuide } from '../hosting/guideBlocks.ts'
import { serverConfigBlocks } from '../hosting/serverConfigs.ts'
import { headersFile, inlineScripts, scriptHash, securityHeaders } from './policy.ts'

/** The CSP hashes of the inline scripts the code ships: the same on every build, whatever the content. */
export async function shippedScriptHashes(): Promise<string[]> {
  return Object.values(await compileInlineScripts()).map(scriptHash).sort()
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name))
}

/** Fails, naming the page, when a page of `dist` holds an executable inline script the code does not ship. */
export async function checkInlineScripts(dist: string, allowed?: string[]): Promise<void> {
  const known = new Set(allowed ?? (await shippedScriptHashes()))
  for (const file of await htmlFiles(dist)) {
    for (const body of inlineScripts(await readFile(file, 'utf8'))) {
      if (known.has(scriptHash(body))) continue
      const start = JSON.stringify(body.slice(0, 80))
      throw new Error(`${relative(process.cwd(), file)}: an inline script the code does not ship (${scriptHash(body)}, starting ${start}); the CSP will not allow it and the build stops`)
    }
  }
}

export async function writeHeaders(dist: string, emailjsOrigin?: string): Promise<Array<[string, string]>> {
  await checkInlineScripts(dist)
  const headers = securityHeaders({ scriptHashes: await shippedScriptHashes(), emailjsOrigin })
  await writeFile(join(dist, '_headers'), headersFile(headers))
  await writeFile(join(dist, '_redirects'), redirectsFile())
  return headers
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist'
  // vercel.json is for production: always the real EmailJS origin, whatever this build points at.
  const headers = await writeHeaders(dist, process.env.VITE_EMAILJS_ORIGIN || undefined)
  // vercel.json and the nginx, Apache and Caddy configurations of docs/hosting.md are for production:
  // always the real EmailJS origin, whatever this build points at.
  const production = securityHeaders({ scriptHashes: await shippedScriptHashes() })
  if (args.includes('--vercel')) await updateVercelJson(production)
  if (args.includes('--docs')) await updateHostingGuide(serverConfigBlocks(production))
  const also = [args.includes('--vercel') && 'vercel.json', args.includes('--docs') && 'docs/hosting.md'].filter(Boolean)
  console.log(`headers: wrote ${join(dist, '_headers')} (${headers.length} headers)${also.length ? ` and ${also.join(' and ')}` : ''}`)
}
