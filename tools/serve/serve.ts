// A small static server for built output on loopback: gzip, the host's `_headers`, and what static
// hosts do for unknown paths: 404.html with status 404 (the app renders its not-found page there);
// without a 404.html, index.html (the plain SPA fallback). And the one query rewrite dist/_redirects
// asks of the host: / with ?lang=xx gets that language's prerendered document.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { localeDocument } from '../../site-build/prerender/documents.ts'
import { headersFor, parseHeadersFile, type HeaderRule } from '../../site-build/headers/headers-file.ts'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest'])

async function loadRules(root: string): Promise<HeaderRule[]> {
  try {
    return parseHeadersFile(await readFile(join(root, '_headers'), 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then((info) => info.isFile(), () => false)
}

async function resolveFile(root: string, urlPath: string, lang: string | null): Promise<{ file: string; status: number }> {
  if (urlPath === '/' && lang && /^[a-z]{2}$/.test(lang)) {
    const localized = join(root, localeDocument(lang))
    if (await isFile(localized)) return { file: localized, status: 200 }
  }
  const safe = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '')
  const candidate = join(root, safe)
  try {
    const info = await stat(candidate)
    if (info.isFile()) return { file: candidate, status: 200 }
    if (info.isDirectory() && (await isFile(join(candidate, 'index.html')))) return { file: join(candidate, 'index.html'), status: 200 }
  } catch {
    // fall through to the not-found answer
  }
  const notFound = join(root, '404.html')
  return (await isFile(notFound)) ? { file: notFound, status: 404 } : { file: join(root, 'index.html'), status: 200 }
}

/** languageDocuments: false serves / in English whatever ?lang= asks, like a host without the rewrite. */
export type ServeOptions = { languageDocuments?: boolean }

export async function serveStatic(root: string, port = 0, host = '127.0.0.1', options: ServeOptions = {}): Promise<{ server: Server; url: string }> {
  const server = createServer(await staticFiles(root, options))
  // An idle connection stays open until the client closes it: with Node's 5 s timeout a client
  // reusing one just as the server drops it gets ECONNRESET (a test proxying files through
  // Playwright's route.fetch met it). close() still ends the idle ones.
  server.keepAliveTimeout = 0
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const address = server.address()
  const actualPort = typeof address === 'object' && address ? address.port : port
  return { server, url: `http://${host}:${actualPort}` }
}

/** The request handler serveStatic listens with, for a server that answers more than files. */
export async function staticFiles(root: string, options: ServeOptions = {}): Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>> {
  const languageDocuments = options.languageDocuments ?? true
  const rules = await loadRules(root)
  return async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://x')
      const path = url.pathname
      const { file, status } = await resolveFile(root, path, languageDocuments ? url.searchParams.get('lang') : null)
      const ext = extname(file)
      let body: Buffer = await readFile(file)
      const headers: Record<string, string> = { ...headersFor(rules, path), 'Content-Type': types[ext] ?? 'application/octet-stream' }
      if (compressible.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        body = gzipSync(body, { level: 9 })
        headers['Content-Encoding'] = 'gzip'
        headers.Vary = 'Accept-Encoding'
      }
      res.writeHead(status, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch (error) {
      res.writeHead(500, { 'Content-Type': 'text/plain' })
      res.end(String(error))
    }
  }
}

// CLI: tsx tools/serve/serve.ts [dir] [--port N]
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2)
  const portFlag = args.indexOf('--port')
  const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 4173
  const dir = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--port') ?? 'dist'
  serveStatic(dir, port).then(({ url }) => console.log(`serving ${dir} at ${url}`))
}
