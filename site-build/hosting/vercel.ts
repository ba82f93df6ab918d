// vercel.json, written from the same header list as dist/_headers. It uses Vercel's `routes`, not
// `rewrites`: Vercel checks the filesystem before `rewrites`, so a rewrite of `/` with ?lang=zh
// would never beat index.html (Vercel's answer in vercel/vercel#3543); a route placed before
// `handle: filesystem` does. `routes` cannot be combined with a top-level `headers` key, so the
// headers are routes too (`continue: true` adds them and goes on matching).
import { readFile, writeFile } from 'node:fs/promises'
import { HASHED_ASSETS } from '../headers/policy.ts'
import { LANGUAGE_DOCUMENTS, LANGUAGE_PARAM, NOT_FOUND_DOCUMENT } from './languageDocuments.ts'

export const VERCEL_JSON = new URL('../../vercel.json', import.meta.url)

type HeaderRoute = { src: string; headers: Record<string, string>; continue: true }
type RewriteRoute = { src: string; dest: string; has?: Array<{ type: 'query'; key: string; value: string }>; status?: number }
export type VercelRoute = HeaderRoute | RewriteRoute | { handle: 'filesystem' }
export type VercelConfig = { $schema: string; routes: VercelRoute[] }

/** The whole vercel.json: every path gets `headers`, hashed assets their caching, ?lang= its document, unknown paths 404.html. */
export function vercelConfig(headers: Array<[string, string]>): VercelConfig {
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    routes: [
      { src: '/(.*)', headers: Object.fromEntries(headers), continue: true },
      { src: `${HASHED_ASSETS.path}(.*)`, headers: Object.fromEntries(HASHED_ASSETS.headers), continue: true },
      ...LANGUAGE_DOCUMENTS.map(({ lang, file }) => ({ src: '/', has: [{ type: 'query' as const, key: LANGUAGE_PARAM, value: `^${lang}$` }], dest: file })),
      { handle: 'filesystem' },
      { src: '/(.*)', dest: NOT_FOUND_DOCUMENT, status: 404 },
    ],
  }
}

export async function readVercelJson(): Promise<unknown> {
  return JSON.parse(await readFile(VERCEL_JSON, 'utf8'))
}

export async function updateVercelJson(headers: Array<[string, string]>): Promise<void> {
  await writeFile(VERCEL_JSON, JSON.stringify(vercelConfig(headers), null, 2) + '\n')
}
