// The preview's root: runs the sync's queries through Sanity's loader (in live mode the
// Studio runs them with its signed-in session, drafts over published, and posts each result as
// the owner types), validates them as the sync does, then renders the site with that content.
import { createQueryStore } from '@sanity/react-loader'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { bikesQuery, bikeUnitsQuery, bookingRulesQuery, deliveryQuery, extrasQuery, messagesQuery, rentalsQuery, rentalTermsQuery, seasonsQuery, shopVisitQuery, siteSettingsQuery } from '../pipeline/queries.ts'
import { SyncError } from '../pipeline/errors.ts'
import { todayOnPhuket } from '../rules/content/content.ts'
import type { Content } from '../pipeline/validate/validate.ts'
import { AppProviders } from '../src/app/AppProviders.tsx'
import { AppRoutes } from '../src/app/routes/AppRoutes.tsx'
import { defaultLocale } from '../src/i18n/locales.ts'
import { readRequestedLocale } from '../src/i18n/storage.ts'
import { show } from './content/liveContent.ts'
import { showBookingMessages } from './content/liveBookingMessages.ts'
import { showTerms } from './content/liveTerms.ts'
import { showVisit } from './content/liveVisit.ts'
import { showSeasons } from './content/liveSeasons.ts'
import { showDelivery } from './content/liveDelivery.ts'
import { showAvailability } from './content/liveAvailability.ts'
import { showExtras } from './content/liveExtras.ts'
import { fromQueries, type PreviewContent } from './content/fromQueries.ts'
import { markBikePrices, watchBikePrices, type PriceAttribute } from './overlays/bikePrices.ts'
import { keepPlace } from './place/scrollToPlace.ts'
import { bookingFormIsOpen, KeepBookingOpen } from './booking/KeepBookingOpen.tsx'
import { client, sourceLabel, studioUrl } from './sanity/client.ts'
import { PreviewNotice, SyncProblems } from './SyncProblems.tsx'

const { useQuery, useLiveMode } = createQueryStore({ client, ssr: false })

type Outcome = { content: PreviewContent; version: number } | { error: SyncError }

/** The sync's queries, each under the name its result has in the sync's content. */
function useSyncQueries(params: { today: string }) {
  return {
    bikes: useQuery(bikesQuery, params),
    settings: useQuery(siteSettingsQuery),
    messages: useQuery(messagesQuery),
    terms: useQuery(rentalTermsQuery),
    visit: useQuery(shopVisitQuery),
    seasons: useQuery(seasonsQuery),
    delivery: useQuery(deliveryQuery),
    rentals: useQuery(rentalsQuery, params),
    units: useQuery(bikeUnitsQuery),
    bookingRules: useQuery(bookingRulesQuery),
    extras: useQuery(extrasQuery),
  }
}

export function PreviewRoot() {
  useLiveMode({ client, studioUrl })
  // The Phuket date the preview opened, as the content run counts it: ended seasons leave the
  // "from" prices and ended rentals are left out. One params object for the preview's life: a new
  // one would subscribe the queries anew on every render.
  const [params] = useState(() => ({ today: todayOnPhuket() }))
  const { today } = params
  const queries = useSyncQueries(params)
  const expected = Object.keys(queries).length

  // The Studio posts a result again whenever its copy of the open document changes, often with
  // equal content: only new content renders the site anew (undefined, still loading, drops out).
  const results = JSON.stringify(Object.fromEntries(Object.entries(queries).map(([name, query]) => [name, query.data])))
  const outcome = useMemo<Outcome | null>(() => {
    const latest = JSON.parse(results) as Content
    if (Object.keys(latest).length < expected) return null
    try {
      const content = fromQueries(latest, sourceLabel, today)
      // Before the site renders: its components read these module bindings during render.
      const version = show(content)
      showTerms(content.terms)
      showBookingMessages(content.messages)
      showVisit(content.visit, content.messages)
      showSeasons(content.seasons)
      showDelivery(content.delivery)
      showAvailability(content.availability)
      showExtras(content.extras)
      return { content, version }
    } catch (error) {
      if (error instanceof SyncError) return { error }
      throw error
    }
  }, [results, expected, today])

  const failed = Object.values(queries).find((query) => query.error)?.error
  if (failed) return <PreviewNotice>{`The preview cannot read the content: ${String((failed as Error).message ?? failed)}`}</PreviewNotice>
  if (!outcome) return <PreviewNotice>Loading the drafts…</PreviewNotice>
  if ('error' in outcome) return <SyncProblems error={outcome.error} />
  return <PreviewSite content={outcome.content} version={outcome.version} priceAttribute={(index, field) => queries.bikes.encodeDataAttribute([index, field])} />
}

function PreviewSite({ content, version, priceAttribute }: { content: PreviewContent; version: number; priceAttribute: PriceAttribute }) {
  const locale = readRequestedLocale() ?? defaultLocale
  const latestPriceAttribute = useRef(priceAttribute)
  // Whether the form was open is read as a new draft renders, while the page of the previous one
  // is still in the DOM.
  const [shown, setShown] = useState({ version, formWasOpen: false })
  if (shown.version !== version) setShown({ version, formWasOpen: bookingFormIsOpen() })
  useEffect(() => {
    latestPriceAttribute.current = priceAttribute
  })
  useEffect(() => {
    const root = document.getElementById('root')
    if (!root) return
    return watchBikePrices(root, () => markBikePrices(root, content.bikes, (index, field) => latestPriceAttribute.current(index, field)))
  }, [content])
  // Before the browser paints a draft: the gallery the place needs open is opened again at once,
  // so the page keeps its length and the owner's scroll stays where it was.
  useLayoutEffect(() => {
    const root = document.getElementById('root')
    return root ? keepPlace(root, content.bikes) : undefined
  }, [content])
  // A new key per draft: the site reads its content once per mount (the language's texts sit in
  // the language provider's state), so each update renders it afresh; the language is kept in
  // the address (?lang=), as on the public site.
  return (
    <AppProviders key={version} initial={{ locale, messages: content.messages[locale], content: content.content[locale] }}>
      <KeepBookingOpen wasOpen={shown.formWasOpen} />
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
