import {CalendarIcon, ClipboardIcon, CogIcon, CommentIcon, HelpCircleIcon, RocketIcon, TextIcon, WarningOutlineIcon} from '@sanity/icons'
import type {StructureBuilder, StructureResolver} from 'sanity/structure'
import {messageSections} from './schemaTypes/message'
import {rentalPane} from './components/rentals/rentalPane'
import {
  bikesMissingTranslationFilter,
  messagesMissingTranslationFilter,
  rentalTermsMissingTranslationFilter,
  seasonsMissingTranslationFilter,
  settingsMissingTranslationFilter,
} from './translationGaps'
import {languagesInWords} from './languages'
import {todayOnPhuket} from '../rules/content/content'

export const SETTINGS_ID = 'siteSettings'

// The owner sees eight things to edit and nothing else: the single settings document, the rental
// book (rentals out now and coming first; the ended ones apart; the fleet view shows it by bike and day: components/fleet), the bikes in gallery order, the seasons by their first day, the rental terms in page order, the reviews newest first (as the page shows them),
// and the website text grouped the way the page is laid out.
export const structure: StructureResolver = (S, context) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Shop settings')
        .id(SETTINGS_ID)
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId(SETTINGS_ID).title('Shop settings')),
      S.divider(),
      S.listItem()
        .title('Rental book')
        .id('rentals')
        .icon(ClipboardIcon)
        // Opened afresh each time, so "today" is the day the owner looks (a Phuket date). A type
        // list, so the filled-in rental templates open here (the pane gives them a private id).
        .child(() =>
          S.documentTypeList('rental')
            .title('Rental book (soonest first)')
            .filter(`_type == "rental" && (!defined(to) || to >= $today)`)
            .params({today: todayOnPhuket()})
            // Every rental opens here, the filled-in ones too (their templates are in no menu, so
            // Sanity would otherwise open them outside this pane, under an id without "rental.").
            .canHandleIntent((intent, params) => ['create', 'edit'].includes(intent) && params.type === 'rental')
            .defaultOrdering([{field: 'from', direction: 'asc'}])
            .child(rentalPane(S, context)),
        ),
      S.listItem()
        .title('Ended rentals')
        .id('rentals-ended')
        .icon(ClipboardIcon)
        .child(() =>
          S.documentTypeList('rental')
            .title('Ended rentals (latest first)')
            .filter(`_type == "rental" && to < $today`)
            .params({today: todayOnPhuket()})
            .defaultOrdering([{field: 'from', direction: 'desc'}])
            .child(rentalPane(S, context)),
        ),
      S.listItem()
        .title('Bikes')
        .id('bikes')
        .icon(RocketIcon)
        .child(
          S.documentTypeList('bike')
            .title('Bikes (gallery order)')
            .defaultOrdering([{field: 'order', direction: 'asc'}]),
        ),
      S.listItem()
        .title('Seasons')
        .id('seasons')
        .icon(CalendarIcon)
        .child(
          S.documentTypeList('season')
            .title('Seasons (by first day)')
            .defaultOrdering([{field: 'from', direction: 'asc'}]),
        ),
      S.listItem()
        .title('Rental terms')
        .id('rental-terms')
        .icon(HelpCircleIcon)
        .child(
          S.documentTypeList('rentalTerm')
            .title('Rental terms (page order)')
            .defaultOrdering([{field: 'order', direction: 'asc'}]),
        ),
      S.listItem()
        .title('Reviews')
        .id('reviews')
        .icon(CommentIcon)
        .child(
          S.documentTypeList('review')
            .title('Reviews (newest first)')
            .defaultOrdering([{field: 'date', direction: 'desc'}]),
        ),
      S.listItem()
        .title('Website text')
        .id('messages')
        .icon(TextIcon)
        .child(
          S.list()
            .title('Website text')
            .items([
              missingTranslations(S),
              S.divider(),
              ...messageSections.map(({value, title}) =>
                S.listItem()
                  .title(title)
                  .id(`messages-${value}`)
                  .child(
                    S.documentList()
                      .title(title)
                      .apiVersion('2025-01-01')
                      .schemaType('message')
                      .filter('_type == "message" && section == $section')
                      .params({section: value})
                      .defaultOrdering([{field: 'key', direction: 'asc'}])
                      .initialValueTemplates([
                        S.initialValueTemplateItem('message-in-section', {section: value}),
                      ]),
                  ),
              ),
              S.divider(),
              S.listItem()
                .title('All website text')
                .id('messages-all')
                .child(
                  S.documentTypeList('message')
                    .title('All website text')
                    .defaultOrdering([{field: 'key', direction: 'asc'}]),
                ),
            ]),
        ),
    ])

// Everything a language's site would show blank (or as a raw key), in one place, so a
// translator can work down the list; drafts show up too, before they are published.
const missingTranslations = (S: StructureBuilder) =>
  S.listItem()
    .title('Missing a translation')
    .id('missing-translations')
    .icon(WarningOutlineIcon)
    .child(
      S.list()
        .title('Missing a translation')
        .items([
          S.listItem()
            .title(`Website text missing a language (${languagesInWords})`)
            .id('messages-missing-translation')
            .child(
              S.documentList()
                .title('Website text to translate')
                .apiVersion('2025-01-01')
                .schemaType('message')
                .filter(messagesMissingTranslationFilter)
                .defaultOrdering([{field: 'key', direction: 'asc'}]),
            ),
          S.listItem()
            .title('Bikes with an untranslated feature')
            .id('bikes-missing-translation')
            .child(
              S.documentList()
                .title('Bike features to translate')
                .apiVersion('2025-01-01')
                .schemaType('bike')
                .filter(bikesMissingTranslationFilter)
                .defaultOrdering([{field: 'order', direction: 'asc'}]),
            ),
          S.listItem()
            .title(`Rental terms missing a language (${languagesInWords})`)
            .id('rental-terms-missing-translation')
            .child(
              S.documentList()
                .title('Rental terms to translate')
                .apiVersion('2025-01-01')
                .schemaType('rentalTerm')
                .filter(rentalTermsMissingTranslationFilter)
                .defaultOrdering([{field: 'order', direction: 'asc'}]),
            ),
          S.listItem()
            .title('Seasons with an untranslated name')
            .id('seasons-missing-translation')
            .child(
              S.documentList()
                .title('Season names to translate')
                .apiVersion('2025-01-01')
                .schemaType('season')
                .filter(seasonsMissingTranslationFilter)
                .defaultOrdering([{field: 'from', direction: 'asc'}]),
            ),
          S.listItem()
            .title('Shop settings with an untranslated address or picture description')
            .id('settings-missing-translation')
            .child(
              S.documentList()
                .title('Shop settings to translate')
                .apiVersion('2025-01-01')
                .schemaType('siteSettings')
                .filter(settingsMissingTranslationFilter),
            ),
        ]),
    )
