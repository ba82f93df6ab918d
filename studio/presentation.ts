// The Presentation tool: the website beside the form, on the drafts, updating as the owner types,
// with click-to-edit overlays. It loads the site's preview build (the repository's preview/,
// `npm run preview:dev` locally, or its deployed address), never the public site.
import {defineDocuments, defineLocations, presentationTool} from 'sanity/presentation'
import {defaultLocale, languageTitle, locales} from './languages'
import {localStandIn} from './localStandIn'
import {previewHref, type PreviewPlace} from '../src/shared/previewPlace'

// Where the preview runs; the default is the local preview server (`npm run preview:dev`, or the
// one `npm run dev` starts beside its Studio).
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || localStandIn?.previewUrl || 'http://127.0.0.1:3334'

// Everything the owner edits shows on the one page; each language is that page with ?lang=, and
// the place on it (a bike's card, a section) rides along in the address: the preview scrolls there
// (preview/place/scrollToPlace.ts). Presentation opens the first location, so it is the default language's.
const onTheHomePage = (what: string, place?: PreviewPlace) =>
  locales.map((locale) => ({
    title: `Home page, ${languageTitle(locale)}: ${what}`,
    href: previewHref(locale === defaultLocale ? undefined : locale, place),
  }))
const shownAt = (what: string, place?: PreviewPlace) => defineLocations({locations: onTheHomePage(what, place)})

export const preview = presentationTool({
  title: 'Preview',
  previewUrl,
  resolve: {
    // Opening the home page in the preview opens Shop settings beside it.
    mainDocuments: defineDocuments([{route: '/', filter: '_type == "siteSettings" && _id == "siteSettings"'}]),
    locations: {
      // A bike opens on its own card, scrolled into view (a bike without a web id yet: the gallery).
      bike: defineLocations({
        select: {name: 'name', slug: 'slug.current'},
        resolve: (bike) => {
          const slug = typeof bike?.slug === 'string' && bike.slug ? bike.slug : undefined
          const name = typeof bike?.name === 'string' && bike.name ? bike.name : 'this bike'
          return {locations: slug ? onTheHomePage(`${name}'s card`, {bike: slug}) : onTheHomePage('the bike gallery', {section: 'gallery'})}
        },
      }),
      siteSettings: shownAt('header, contact and footer'),
      message: shownAt('this text'),
      rentalTerm: shownAt('Rental terms', {section: 'terms'}),
      review: shownAt('What riders say', {section: 'reviews'}),
      // A season changes the cards' "from" and season prices, and the form's estimate.
      season: shownAt("the bikes' prices and the booking form's estimate", {section: 'gallery'}),
      rental: shownAt("the booking form's booked bikes"),
    },
  },
})
