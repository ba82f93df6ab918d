// Starts Debian's nginx, Apache or Caddy on a configuration from docs/hosting.md, in the foreground,
// on 127.0.0.1 and a free port, with every file it writes in a folder of its own: never as a system
// service, never on port 80. Only the guide's placeholders change: the site's folder, the headers
// snippet's path, and the address to listen on.
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CADDY_SITE, NGINX_HEADERS_FILE, SITE_ROOT } from './serverConfigs.ts'

export type ServerKind = 'nginx' | 'apache' | 'caddy'
export type RunningServer = { url: string; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

const replaced = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`the configuration no longer holds ${JSON.stringify(from)}: update site-build/hosting/liveServers.ts`)
  return text.split(from).join(to)
}

/** The command and the files that run `kind` on the guide's text, listening on `port`. */
function setUp(kind: ServerKind, config: Record<string, string>, dist: string, dir: string, port: number) {
  const site = replaced(config.site, SITE_ROOT, dist)
  if (kind === 'nginx') {
    const server = replaced(replaced(site, NGINX_HEADERS_FILE, path.join(dir, 'headers.conf')), 'server {\n', `server {\n    listen 127.0.0.1:${port};\n`)
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${name}_temp_path ${path.join(dir, name)};`)
    const main = ['daemon off;', 'worker_processes 1;', `pid ${path.join(dir, 'nginx.pid')};`, 'error_log stderr;', 'events {}', 'http {',
      '    include /etc/nginx/mime.types;', '    access_log off;', ...temp, server, '}', ''].join('\n')
    return { files: { 'headers.conf': config.headers, 'nginx.conf': main }, command: 'nginx', args: ['-e', 'stderr', '-c', path.join(dir, 'nginx.conf')], env: {} }
  }
  if (kind === 'apache') {
    const modules = ['mpm_event', 'authz_core', 'dir', 'mime', 'headers', 'rewrite'].map((name) => `LoadModule ${name}_module /usr/lib/apache2/modules/mod_${name}.so`)
    // Apache will not run its workers as root: as root, they run as Debian's www-data.
    const user = process.getuid?.() === 0 ? ['User www-data', 'Group www-data'] : []
    const main = ['ServerRoot /etc/apache2', `PidFile ${path.join(dir, 'apache.pid')}`, `Mutex file:${dir} default`, `Listen 127.0.0.1:${port}`,
      'ServerName 127.0.0.1', `ErrorLog ${path.join(dir, 'error.log')}`, 'LogLevel warn', ...modules, ...user, 'TypesConfig /etc/mime.types', 'DirectoryIndex index.html',
      config.server ?? '',
      `<VirtualHost 127.0.0.1:${port}>`, site, '</VirtualHost>', ''].join('\n')
    return { files: { 'apache.conf': main }, command: 'apache2', args: ['-f', path.join(dir, 'apache.conf'), '-DFOREGROUND'], env: {} }
  }
  const caddyfile = ['{', '\tadmin off', '\tauto_https off', '}', '', replaced(site, `${CADDY_SITE} {`, `http://127.0.0.1:${port} {`)].join('\n')
  const env = { HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config') }
  return { files: { Caddyfile: caddyfile }, command: 'caddy', args: ['run', '--adapter', 'caddyfile', '--config', path.join(dir, 'Caddyfile')], env }
}

/** Resolves once the server answers; fails with its output if it exits first. */
async function answering(url: string, child: ChildProcess, output: () => string): Promise<void> {
  let exited: number | null = null
  child.once('exit', (code) => (exited = code ?? -1))
  for (;;) {
    if (exited !== null) throw new Error(`the server exited (${exited}) before answering:\n${output()}`)
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50)) // not listening yet: ask again
    }
  }
}

export async function startServer(kind: ServerKind, config: Record<string, string>, dist: string): Promise<RunningServer> {
  const dir = await mkdtemp(path.join(tmpdir(), `${kind}-`))
  const port = await freePort()
  const { files, command, args, env } = setUp(kind, config, dist, dir, port)
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text)
  await mkdir(path.join(dir, 'data'), { recursive: true })
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  // Apache writes its errors to a file (it cannot open a pipe as its log).
  const apacheLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8')
    } catch {
      return ''
    }
  }
  await answering(url, child, () => output + apacheLog())
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await gone
      }
      await rm(dir, { recursive: true, force: true })
    },
  }
}
