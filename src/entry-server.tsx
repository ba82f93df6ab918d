// Build-time renderer (see site-build/prerender): the same providers and pages as main.tsx, rendered
// to HTML once per language so the page shows hero, bikes, prices and contact before any script runs.
import { StrictMode } from 'react'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { StaticRouter } from 'react-router-dom'
import { AppProviders } from './app/AppProviders'
import { AppRoutes } from './app/routes/AppRoutes'
import { HomeApp } from './app/home/HomeApp'
import { StaticNavigation } from './shared/navigation/HistoryNavigation'
import { loadLanguage } from './content'
import { BookingWayOut, bookingWayOutStyle } from './app/booking/BookingWayOut'
import { PrerenderedBookingForm, prerenderedFormStyle } from './features/booking/prerendered/PrerenderedBookingForm'
import { ChakraProvider } from '@chakra-ui/react'
import { system } from './app/system'
import { bookingFormMessages } from './content/bookingMessages'
import { ExtraMessages } from './shared/ExtraMessages'
import { handleIntlError } from './i18n/intlErrors'
import { swapStyle } from './app/documentScripts'
import { bookPendingStyle } from './shared/bookButton'
import { pendingStyle } from './lib/pendingControl'
import { loadTerms } from './content/terms'
import { loadIslands } from './lib/deferredIsland'
import type { Locale } from './i18n/locales'

export { htmlLang, locales } from './i18n/locales'
export { MODULES_META, PRERENDERED_ATTRIBUTE, START_MODULES_META } from './app/documentScripts'

/** The style in every document's <head>: the language swap's hiding, a tapped control's or Book's busy look, the booking way-out and the prerendered form's <dialog>. */
export const headStyle = swapStyle + pendingStyle + bookPendingStyle + bookingWayOutStyle + prerenderedFormStyle

/** The markup of `path` in `locale`, Emotion's style tags inline (the browser cache adopts them). */
export async function renderPage(path: string, locale: Locale): Promise<string> {
  // The terms and the islands (reviews, the way to the shop) are in the HTML; the browser loads
  // them only for another language or as the visitor nears them.
  const [texts] = await Promise.all([loadLanguage(locale), loadTerms(), loadIslands()])
  return renderToString(
    <StrictMode>
      <AppProviders initial={{ locale, ...texts }}>
        {path === '/' ? (
          // The tree main.tsx hydrates on the home document: the same components, so the same ids.
          <StaticNavigation pathname={path}>
            <HomeApp />
          </StaticNavigation>
        ) : (
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        )}
      </AppProviders>
    </StrictMode>,
  )
}

/**
 * The hidden message with the phone, LINE and WhatsApp for a booking form that cannot be had, in
 * `locale`: static HTML after #root, never hydrated (see BookingWayOut).
 */
export async function renderBookingWayOut(locale: Locale): Promise<string> {
  // Its texts are all in the page's set (content/messageSets.ts), as anything outside the form's must be.
  return renderToStaticMarkup(
    <IntlProvider locale={locale} messages={(await loadLanguage(locale)).messages}>
      <BookingWayOut />
    </IntlProvider>,
  )
}

/**
 * The booking form as a closed native <dialog> in `locale`, Emotion's style tags inline: static
 * HTML after #root, never hydrated (see PrerenderedBookingForm). Its own id prefix: its fields'
 * ids must not repeat the page's.
 */
export async function renderPrerenderedForm(locale: Locale): Promise<string> {
  return renderToStaticMarkup(
    <ChakraProvider value={system}>
      <IntlProvider locale={locale} messages={(await loadLanguage(locale)).messages} onError={handleIntlError}>
        <ExtraMessages messages={bookingFormMessages}>
          <PrerenderedBookingForm />
        </ExtraMessages>
      </IntlProvider>
    </ChakraProvider>,
    { identifierPrefix: 'booking-ready-' },
  )
}
