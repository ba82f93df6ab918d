// Vite plugin: after the whole build (the prerendered pages exist only then), every address in every
// page is checked (./check.ts) against the site's address the head tags were written with;
// a page that would send a browser or a link preview to another site stops the build, naming it.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { readSeoContent, resolveSiteUrl } from '../seo/content.ts'
import { describeFinding, scanBuild } from './check.ts'

export function publishedUrlsPlugin(): Plugin {
  let root = process.cwd()
  let outDir = 'dist'
  let envSiteUrl: string | undefined
  return {
    name: 'published-urls',
    apply: 'build',
    configResolved(config) {
      root = config.root
      outDir = resolve(config.root, config.build.outDir)
      envSiteUrl = config.env.VITE_SITE_URL
    },
    // Registered after prerenderHome and the headers: its 'post' buildApp runs after theirs.
    buildApp: {
      order: 'post',
      async handler() {
        const siteUrl = resolveSiteUrl(envSiteUrl, readSeoContent(root).settings.siteUrl)
        const { findings } = await scanBuild(outDir, siteUrl)
        if (findings.length > 0) {
          throw new Error(`The built pages hold addresses that leave ${siteUrl} (the build stops):\n${findings.map((f) => `  - ${describeFinding(f)}`).join('\n')}`)
        }
      },
    },
  }
}
