// Browser entry, inside the providers: the home page arrives prerendered and is hydrated as
// HomeApp, on the browser's history (no router: its links only move between its sections); any
// other path (the static host's 404 page, the owner's /check, a host that rewrites everything to
// index.html) is rendered from scratch by React Router's route table, a chunk of its own.
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { AppProviders } from './app/AppProviders'
import { PRERENDERED_ATTRIBUTE } from './app/documentScripts'
import { hideWayOut } from './app/inline/wayOut'
import { HomeApp } from './app/home/HomeApp'
import { HistoryNavigation } from './shared/navigation/HistoryNavigation'
import { loadLanguage } from './content'
import type { LoadedLocale } from './shared/locale/LocaleProvider'
import { defaultLocale, isLocale, type Locale } from './i18n/locales'
import { readRequestedLocale } from './i18n/storage'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

const prerendered = document.documentElement.getAttribute(PRERENDERED_ATTRIBUTE)
// Only the home page is prerendered: its HTML hydrated into the 404 route would mismatch. A host may
// serve the home document at other paths (/index.html, /index.zh.html, an SPA fallback): the router
// shows those as not found, so they are rendered from scratch.
const isHome = window.location.pathname === '/'
const hydrating = isLocale(prerendered) && isHome && container.firstElementChild !== null
// Hydration must start from the prerendered language; a fresh render can start in the asked-for one.
const firstLocale: Locale = hydrating ? (prerendered as Locale) : (readRequestedLocale() ?? defaultLocale)

/** The first language's texts; English if that chunk cannot be had; null if neither can. */
async function firstTexts(): Promise<LoadedLocale | null> {
  for (const locale of new Set([firstLocale, defaultLocale])) {
    try {
      return { locale, ...(await loadLanguage(locale)) }
    } catch (error) {
      console.error(`Could not load the ${locale} messages`, error)
    }
  }
  // The prerendered page stays as it is: readable, its links and contact details working.
  return null
}

// Off the home page the route table comes with React Router, fetched beside the texts.
const routedPage = hydrating
  ? null
  : import('./app/routes/BrowserRoutes').catch((error: unknown) => {
      // As with the texts: the page stays as it arrived, its way-out message showing.
      console.error('Could not load the route table', error)
      return undefined
    })

void Promise.all([firstTexts(), routedPage]).then(([initial, routed]) => {
  if (!initial || routed === undefined) return
  // The form can be had again: the inline loader's message for a failed start goes.
  hideWayOut(document)
  const page = routed ? (
    <routed.default />
  ) : (
    <HistoryNavigation>
      <HomeApp />
    </HistoryNavigation>
  )
  const app = (
    <StrictMode>
      <AppProviders initial={initial}>{page}</AppProviders>
    </StrictMode>
  )
  if (hydrating) {
    // A transition lets React hydrate in slices, so no single long task blocks the main thread.
    startTransition(() => void hydrateRoot(container, app))
  } else {
    container.replaceChildren()
    createRoot(container).render(app)
  }
})
