// Small readers of the two host configs the repo ships, doing what each host documents, so a test
// can ask every host the same requests without deploying: Netlify's `_redirects` + `_headers`
// (an existing file wins over a rule unless the rule is forced with `!`; `key=value` query
// conditions) and Vercel's two forms: `routes` (in order; `continue` adds headers and goes on;
// `handle: filesystem` serves an existing file; `has` query conditions are regular expressions), or
// `headers` + `rewrites` (an existing file first, then the rewrites, then a top-level 404.html).
import { headersFor, type HeaderRule } from '../headers/headers-file.ts'
import type { VercelConfig } from './vercel.ts'

export type HostAnswer = { file: string | null; status: number; headers: Record<string, string> }
export type Request = { path: string; query: URLSearchParams }

/** The file a static host serves for a path without any rule: the file itself or a folder's index.html. */
export function existingFile(files: ReadonlySet<string>, path: string): string | null {
  if (files.has(path)) return path
  const index = `${path.replace(/\/$/, '')}/index.html`
  return files.has(index) ? index : null
}

type RedirectRule = { from: string; conditions: Array<[string, string]>; to: string; status: number; force: boolean }

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const parts = line.split(/\s+/)
      const from = parts[0]
      const conditions = parts.slice(1).filter((part) => part.includes('=')).map((part) => part.split('=') as [string, string])
      const [to, status = '301'] = parts.slice(1).filter((part) => !part.includes('='))
      return { from, conditions, to, status: Number(status.replace('!', '')), force: status.endsWith('!') }
    })
}

export function netlifyAnswer(redirects: RedirectRule[], headerRules: HeaderRule[], files: ReadonlySet<string>, { path, query }: Request): HostAnswer {
  const headers = headersFor(headerRules, path)
  const existing = existingFile(files, path)
  for (const rule of redirects) {
    const pathMatches = rule.from.endsWith('/*') ? path.startsWith(rule.from.slice(0, -1)) : path === rule.from
    if (!pathMatches || !rule.conditions.every(([key, value]) => query.get(key) === value)) continue
    if (existing && !rule.force) break
    return { file: files.has(rule.to) ? rule.to : null, status: rule.status, headers }
  }
  return existing ? { file: existing, status: 200, headers } : { file: null, status: 404, headers }
}

type Has = Array<{ type: 'query'; key: string; value: string }>
/** vercel.json without `routes`: the form Vercel recommends, whose rewrites come after the files. */
export type VercelRewritesConfig = {
  headers?: Array<{ source: string; headers: Array<{ key: string; value: string }> }>
  rewrites?: Array<{ source: string; destination: string; has?: Has }>
}

const matches = (pattern: string, path: string) => new RegExp(`^${pattern}$`).test(path)
const hasAll = (has: Has | undefined, query: URLSearchParams) => (has ?? []).every(({ key, value }) => new RegExp(value).test(query.get(key) ?? ''))

function vercelRewritesAnswer(config: VercelRewritesConfig, files: ReadonlySet<string>, { path, query }: Request): HostAnswer {
  const headers: Record<string, string> = {}
  for (const rule of config.headers ?? []) if (matches(rule.source, path)) for (const { key, value } of rule.headers) headers[key] = value
  const existing = existingFile(files, path)
  if (existing) return { file: existing, status: 200, headers }
  const rewrite = (config.rewrites ?? []).find((rule) => matches(rule.source, path) && hasAll(rule.has, query))
  if (rewrite) return { file: files.has(rewrite.destination) ? rewrite.destination : null, status: 200, headers }
  return files.has('/404.html') ? { file: '/404.html', status: 404, headers } : { file: null, status: 404, headers }
}

export function vercelAnswer(config: VercelConfig | VercelRewritesConfig, files: ReadonlySet<string>, request: Request): HostAnswer {
  if (!('routes' in config)) return vercelRewritesAnswer(config, files, request)
  const { path, query } = request
  const headers: Record<string, string> = {}
  for (const route of config.routes) {
    if ('handle' in route) {
      const existing = existingFile(files, path)
      if (existing) return { file: existing, status: 200, headers }
      continue
    }
    if (!matches(route.src, path)) continue
    if ('has' in route && !hasAll(route.has, query)) continue
    if ('headers' in route) Object.assign(headers, route.headers)
    if ('continue' in route) continue
    if ('dest' in route) return { file: files.has(route.dest) ? route.dest : null, status: route.status ?? 200, headers }
  }
  return { file: null, status: 404, headers }
}
