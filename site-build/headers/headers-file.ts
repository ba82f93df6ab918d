// Reads the `_headers` file format (Netlify, Cloudflare Pages) so the local server applies the same
// headers the static host will: one source of truth, tested in the browser.
export type HeaderRule = { pattern: string; headers: Array<[string, string]> }

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '')
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const current = rules.at(-1)
    const colon = line.indexOf(':')
    if (!current || colon < 0) throw new Error(`_headers: header line outside a path block: "${line.trim()}"`)
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/** `/*` matches everything, `/assets/*` a prefix, anything else the exact path. */
export function matchesPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1))
  return path === pattern
}

export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const rule of rules) {
    if (matchesPattern(rule.pattern, path)) for (const [k, v] of rule.headers) out[k] = v
  }
  return out
}
