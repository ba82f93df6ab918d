// Vite plugin: writes the search/share tags (site-build/seo/tags.ts) into index.html's <head>, from
// the synced snapshots, in dev and in the build. The site's address comes from VITE_SITE_URL or the
// Studio's siteUrl; a missing or malformed one, or an http one in a production build, fails the
// build with the reason.
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { readSeoContent, resolveSiteUrl } from './content.ts'
import { seoTags } from './tags.ts'

export function seoPlugin(): Plugin {
  let root = process.cwd()
  let envSiteUrl: string | undefined
  let production = false
  return {
    name: 'phuket-moto:seo',
    configResolved(config) {
      root = config.root
      envSiteUrl = config.env.VITE_SITE_URL
      production = config.command === 'build' && config.mode === 'production'
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const content = readSeoContent(root)
        const siteUrl = resolveSiteUrl(envSiteUrl, content.settings.siteUrl, { requireHttps: production })
        // index.html has no title or description of its own: the Studio's texts are the one source.
        if (/<title>/.test(html)) throw new Error('index.html must not hold a <title>: site-build/seo writes it from the content')
        const tags: HtmlTagDescriptor[] = seoTags(content, siteUrl).map((tag) => ({ ...tag, injectTo: 'head' }))
        return { html, tags }
      },
    },
  }
}
