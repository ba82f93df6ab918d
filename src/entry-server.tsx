// Build-time renderer (see scripts/prerender): the same providers and routes as main.tsx, rendered
// to HTML once per language so the page shows hero, bikes, prices and contact before any script runs.
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { AppProviders } from './app/AppProviders'
import { AppRoutes } from './app/routes/AppRoutes'
import { loadMessages } from './content'
import { loadTerms } from './content/terms'
import { loadIslands } from './lib/deferredIsland'
import type { Locale } from './i18n/locales'

export { htmlLang, locales } from './i18n/locales'
export { languageScript, loaderScript, MODULES_META, PRERENDERED_ATTRIBUTE, START_MODULES_META, swapStyle } from './app/documentScripts'

/** The markup of `path` in `locale`, Emotion's style tags inline (the browser cache adopts them). */
export async function renderPage(path: string, locale: Locale): Promise<string> {
  // The terms and the islands (reviews, the way to the shop) are in the HTML; the browser loads
  // them only for another language or as the visitor nears them.
  const [messages] = await Promise.all([loadMessages(locale), loadTerms(), loadIslands()])
  return renderToString(
    <StrictMode>
      <AppProviders initial={{ locale, messages }}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
  )
}
