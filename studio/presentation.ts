// The Presentation tool: the website beside the form, on the drafts, updating as the owner types,
// with click-to-edit overlays. It loads the site's preview build (the repository's preview/,
// `npm run preview:dev` locally, or its deployed address), never the public site.
import {defineDocuments, defineLocations, presentationTool} from 'sanity/presentation'
import {defaultLocale, languageTitle, locales} from './languages'
import {localStandIn} from './localStandIn'

// Where the preview runs; the default is the local preview server (`npm run preview:dev`, or the
// one `npm run dev` starts beside its Studio).
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL || localStandIn?.previewUrl || 'http://127.0.0.1:3334'

// Everything the owner edits shows on the one page; each language is that page with ?lang=.
const languages = locales.map((locale) => ({title: languageTitle(locale), href: locale === defaultLocale ? '/' : `/?lang=${locale}`}))
const onTheHomePage = (what: string) =>
  defineLocations({
    locations: languages.map(({title, href}) => ({title: `Home page, ${title}: ${what}`, href})),
  })

export const preview = presentationTool({
  title: 'Preview',
  previewUrl,
  resolve: {
    // Opening the home page in the preview opens Shop settings beside it.
    mainDocuments: defineDocuments([{route: '/', filter: '_type == "siteSettings" && _id == "siteSettings"'}]),
    locations: {
      bike: onTheHomePage('the bike gallery'),
      siteSettings: onTheHomePage('header, contact and footer'),
      message: onTheHomePage('this text'),
      rentalTerm: onTheHomePage('Rental terms'),
      season: onTheHomePage("the booking form's price estimate"),
      rental: onTheHomePage("the booking form's booked bikes"),
    },
  },
})
