// Dev servers (the site's and the Studio's preview): the responsive image variants made on request,
// as the build writes them into its output; a <picture> whose first source is missing shows nothing.
import path from 'node:path'
import type { Plugin } from 'vite'
import { variantFor } from './variants.ts'

export function variantsOnRequest(): Plugin {
  return {
    name: 'image-variants-on-request',
    configureServer(server) {
      server.middlewares.use('/content/images/', (req, res, next) => {
        const file = (req.url ?? '').split('?')[0].replace(/^\//, '')
        variantFor(path.resolve(server.config.publicDir, 'content/images'), file).then((found) => {
          if (!found) return next()
          res.setHeader('Content-Type', found.type)
          res.end(found.body)
        }, next)
      })
    },
  }
}
