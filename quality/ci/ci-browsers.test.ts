// .ci/browsers.sh, the part of .ci/run that decides about the browsers, run in bash under .ci/run's
// own `set -euo pipefail` against fake browsers (scripts that print a `--version` line as Debian's
// do), a fake dpkg-query and a fake apt-get that "installs" a given candidate version and logs its calls.
import { execFile } from 'node:child_process'
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'

const SCRIPT = path.join(REPO_ROOT, '.ci/browsers.sh')

// What each browser's --version prints, as Debian's packages print it.
const says = {
  chromium: (version: string) => `Chromium ${version} built on Debian GNU/Linux 12 (bookworm)`,
  firefox: (version: string) => `Mozilla Firefox ${version}esr`,
}

type Machine = {
  /** Installed versions; a browser left out is not installed. */
  installed: { chromium?: string; firefox?: string; webkit?: string }
  /** The newest candidate apt-get installs for each package. */
  candidates?: Record<string, string>
  env?: Record<string, string>
}

let dir = ''
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ci-browsers-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A fake browser binary whose --version line is read from `file`, so apt-get can change it. */
async function fakeBinary(name: string, say: (version: string) => string) {
  const binary = path.join(dir, name)
  await writeFile(binary, `#!/bin/sh\n[ -s "${binary}.version" ] || exit 127\nprintf '%s\\n' "${say('$(cat "' + binary + '.version")')}"\n`)
  await chmod(binary, 0o755)
  return binary
}

async function run(machine: Machine, commands: string): Promise<{ code: number; out: string; err: string; apt: string[] }> {
  const chromium = await fakeBinary('chromium', says.chromium)
  const firefox = await fakeBinary('firefox-esr', says.firefox)
  const driver = path.join(dir, 'WebKitWebDriver')
  const versionFile = { chromium: `${chromium}.version`, 'firefox-esr': `${firefox}.version`, 'webkit2gtk-driver': `${driver}.version` }
  const { chromium: c, firefox: f, webkit: w } = machine.installed
  if (c) await writeFile(versionFile.chromium, c)
  if (f) await writeFile(versionFile['firefox-esr'], f)
  if (w) {
    await writeFile(versionFile['webkit2gtk-driver'], `${w}-1~deb12u2`)
    await writeFile(driver, '#!/bin/sh\n')
    await chmod(driver, 0o755)
  }
  const install = Object.entries(machine.candidates ?? {})
    .map(([pkg, version]) => `${pkg}) printf '%s' '${pkg === 'webkit2gtk-driver' ? `${version}-1~deb12u2` : version}' > '${versionFile[pkg as keyof typeof versionFile]}'${pkg === 'webkit2gtk-driver' ? `; printf '#!/bin/sh\\n' > '${driver}'; chmod +x '${driver}'` : ''} ;;`)
    .join('\n        ')
  const script = `
    set -euo pipefail
    source '${SCRIPT}'
    DEBIAN_CHROMIUM='${chromium}'
    DEBIAN_FIREFOX_ESR='${firefox}'
    DEBIAN_WEBKIT_DRIVER='${driver}'
    apt-get() {
      echo "apt-get $*" >> '${dir}/apt.log'
      [ "$1" = install ] || return 0
      for package in "$@"; do
        case "$package" in
        ${install}
        esac
      done
    }
    dpkg-query() { cat '${versionFile['webkit2gtk-driver']}' 2>/dev/null || return 1; }
    command() { if [ "$1 \${2:-}" = "-v Xvfb" ]; then echo /usr/bin/Xvfb; else builtin command "$@"; fi; }
    ${commands}
  `
  const env = { PATH: process.env.PATH ?? '', HOME: dir, ...machine.env }
  const result = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
    execFile('bash', ['-c', script], { env }, (error, out, err) => resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }))
  })
  const apt = (await readFile(path.join(dir, 'apt.log'), 'utf8').catch(() => '')).split('\n').filter(Boolean)
  return { ...result, apt }
}

const base = { chromium: '150.0.7871.100', firefox: '140.12.0', webkit: '2.50.6' }
const security = { chromium: '156.0.8078.108', firefox: '153.7.0', webkit: '2.50.6' }
const newest = { chromium: '156.0.8078.108', 'firefox-esr': '153.7.0', 'webkit2gtk-driver': '2.50.6' }

describe('reading versions', () => {
  it('takes the version from each --version line and each package version', async () => {
    const lines = ['Chromium 150.0.7871.100 ', says.chromium('156.0.8078.108'), says.firefox('140.12.0'), says.firefox('153.7.0'), '2.50.6-1~deb12u2', '']
    const { out } = await run({ installed: {} }, lines.map((line) => `echo "[$(version_in '${line}')]"`).join('\n'))
    expect(out.trim().split('\n')).toEqual(['[150.0.7871.100]', '[156.0.8078.108]', '[140.12.0]', '[153.7.0]', '[2.50.6]', '[]'])
  })

  it('compares versions number by number', async () => {
    const pairs = [['150.0.7871.100', '150.0.7871.100'], ['156.0.8078.108', '150.0.7871.100'], ['149.0.7827.114', '150.0.7871.100'], ['140.12.0', '140.12.0'], ['140.9.1', '140.12.0'], ['153.7.0', '140.12.0'], ['128.14.0', '140.12.0'], ['2.50.10', '2.50.6']]
    const { out } = await run({ installed: {} }, pairs.map(([have, need]) => `at_least ${have} ${need} && echo yes || echo no`).join('\n'))
    expect(out.trim().split('\n')).toEqual(['yes', 'yes', 'no', 'yes', 'no', 'yes', 'no', 'yes'])
  })
})

describe('ensure_browsers', () => {
  for (const [archive, installed] of [['bookworm base', base], ['bookworm-security', security]] as const) {
    it(`keeps the browsers of ${archive} as they are: no apt-get`, async () => {
      const result = await run({ installed, candidates: newest }, 'ensure_browsers; print_browser_versions')
      expect(result.code, result.err).toBe(0)
      expect(result.apt).toEqual([])
      expect(result.out).toContain(`== chromium ${installed.chromium} (${dir}/chromium)`)
      expect(result.out).toContain(`== firefox-esr ${installed.firefox} (${dir}/firefox-esr)`)
      expect(result.out).toContain(`== webkitgtk ${installed.webkit} (${dir}/WebKitWebDriver)`)
    })
  }

  it('upgrades a browser older than the oldest the suite passes on to apt’s newest, reading the package lists once', async () => {
    const result = await run({ installed: { ...base, chromium: '149.0.7827.114', firefox: '128.14.0' }, candidates: newest }, 'ensure_browsers; print_browser_versions')
    expect(result.code, result.err).toBe(0)
    expect(result.out).toContain('== Chromium 149.0.7827.114 is older than 150.0.7871.100, the oldest the tests pass on: upgrading Debian\'s chromium')
    expect(result.out).toContain('== Firefox ESR 128.14.0 is older than 140.12.0, the oldest the tests pass on: upgrading Debian\'s firefox-esr')
    expect(result.apt).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium', 'apt-get install -y -qq firefox-esr'])
    expect(result.out).toContain('== chromium 156.0.8078.108')
    expect(result.out).toContain('== firefox-esr 153.7.0')
  })

  it('installs what is missing', async () => {
    const result = await run({ installed: {}, candidates: newest }, 'ensure_browsers')
    expect(result.code, result.err).toBe(0)
    expect(result.out).toContain("== installing Debian's chromium (Chromium)")
    expect(result.out).toContain("== installing Debian's webkit2gtk-driver (WebKitGTK)")
    expect(result.apt).toEqual(['apt-get update -qq', 'apt-get install -y -qq chromium', 'apt-get install -y -qq firefox-esr', 'apt-get install -y -qq webkit2gtk-driver'])
  })

  it('stops at once, naming the version and the command, when apt has nothing newer', async () => {
    const result = await run({ installed: { ...base, chromium: '149.0.7827.114' }, candidates: { chromium: '149.0.7827.114' } }, 'ensure_browsers; echo "went on"')
    expect(result.code).toBe(1)
    expect(result.out).not.toContain('went on')
    expect(result.err).toContain('Chromium 149.0.7827.114 is older than 150.0.7871.100 after apt-get: the tests need Chromium 150.0.7871.100 or newer.')
    expect(result.err).toContain('Get it with: apt-get update && apt-get install -y chromium')
  })

  it('stops at once when apt-get leaves a browser missing', async () => {
    const result = await run({ installed: { ...base, firefox: undefined }, candidates: {} }, 'ensure_browsers; echo "went on"')
    expect(result.code).toBe(1)
    expect(result.out).not.toContain('went on')
    expect(result.err).toContain('Firefox ESR is not installed after apt-get: the tests need Firefox ESR 140.12.0 or newer.')
    expect(result.err).toContain('Get it with: apt-get update && apt-get install -y firefox-esr')
  })

  it('never replaces a browser the tests were pointed at: too old, it stops at once', async () => {
    const old = await fakeBinary('old-chromium', says.chromium)
    await writeFile(`${old}.version`, '149.0.7827.114')
    const result = await run({ installed: base, candidates: newest, env: { CHROMIUM_PATH: old } }, 'ensure_browsers; echo "went on"')
    expect(result.code).toBe(1)
    expect(result.apt).toEqual([])
    expect(result.err).toContain(`Chromium at ${old} is 149.0.7827.114: the tests need Chromium 150.0.7871.100 or newer.`)
  })

  it('takes a browser the tests were pointed at when it is new enough, and prints it', async () => {
    const other = await fakeBinary('other-firefox', says.firefox)
    await writeFile(`${other}.version`, '140.12.0')
    const result = await run({ installed: { ...base, firefox: undefined }, env: { FIREFOX_PATH: other } }, 'ensure_browsers; print_browser_versions')
    expect(result.code, result.err).toBe(0)
    expect(result.apt).toEqual([])
    expect(result.out).toContain(`== firefox-esr 140.12.0 (${other})`)
  })
})

it('.ci/run settles and prints the browsers before anything else is installed or run', async () => {
  const ci = await readFile(path.join(REPO_ROOT, '.ci/run'), 'utf8')
  const at = (line: string) => ci.split('\n').findIndex((text) => text.trim() === line)
  const steps = ['source .ci/browsers.sh', 'ensure_browsers', 'print_browser_versions', 'npm ci --no-audit --no-fund', 'npm test'].map(at)
  expect(steps.every((index) => index > 0), steps.join(', ')).toBe(true)
  expect([...steps].sort((a, b) => a - b)).toEqual(steps)
})
