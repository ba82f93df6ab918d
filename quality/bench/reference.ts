// The reference the tap timings are divided by: the same build served as a plain client-rendered
// SPA (an empty #root and the app's entry as a module script in the head, as `npm create vite`
// gives), so a ratio says what the prerender and the intent loader win or lose against the usual
// way to ship this app, on whatever machine the bench runs. Milliseconds do not carry between
// machines; the ratio of two builds measured in the same run does.
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { MODULES_META, PRERENDERED_ATTRIBUTE } from '../../src/app/documentScripts.ts'

/** A prerendered document as the plain SPA's index.html: same head tags, no inline code, no markup. */
export function spaShell(html: string): string {
  const end = html.indexOf('</head>')
  if (end < 0) throw new Error('the document has no </head>')
  const head = html.slice(0, end)
  const entry = new RegExp(`<meta name="${MODULES_META}" content="([^" ]+)`).exec(head)?.[1]
  if (!entry) throw new Error(`the document names no app entry (meta ${MODULES_META})`)
  const plainHead = head
    .replace(new RegExp(` ${PRERENDERED_ATTRIBUTE}="[^"]*"`), '')
    // The inline loader and head scripts (a bare <script>; the JSON-LD has a type and stays).
    .replace(/<script>[\s\S]*?<\/script>/g, '')
    // The prerender's styles: the SPA's Emotion writes its own at run time.
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/<meta name="app-modules[^"]*"[^>]*>/g, '')
  return `${plainHead}<script type="module" crossorigin src="${entry}"></script>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>\n`
}

/** Copies `dist` to `out` with every document (index.html, index.<locale>.html) as the SPA shell. */
export function writeReference(dist: string, out: string): string {
  rmSync(out, { recursive: true, force: true })
  cpSync(dist, out, { recursive: true })
  const documents = readdirSync(out).filter((name) => /^index(\.[a-z-]+)?\.html$/.test(name))
  const shell = spaShell(readFileSync(path.join(out, 'index.html'), 'utf8'))
  for (const name of documents) writeFileSync(path.join(out, name), shell)
  return out
}
