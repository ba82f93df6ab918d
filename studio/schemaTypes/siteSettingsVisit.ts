// Shop settings → "Map & reviews": where the shop is, the pictures that show the way, and the
// public rating the page may show. The page loads no map from another site (no tracking, nothing
// slow): the owner's own picture shows the way, and the coordinates serve directions.
import {defineField, type CustomValidator, type GeopointValue} from 'sanity'
import {locationRules, PUBLIC_RATING_SOURCES, publicRatingRules} from '../../rules/content/content'
import {sourceOptions} from './reviewOptions'
import {languagesInWords} from '../languages'
import {requiredShared, stillExample} from './sharedRule'

export const visitGroup = {name: 'visit', title: 'Map & reviews'}

const validPoint: CustomValidator<GeopointValue | undefined> = (point) =>
  point === undefined ? true : (locationRules.lat(point.lat) ?? locationRules.lng(point.lng) ?? true)

const notInThailand: CustomValidator<GeopointValue | undefined> = (point) =>
  locationRules.inThailand(point?.lat, point?.lng) ?? true

// An image's description is needed once there is an image; an empty picture field needs none.
const describedIfPicture: CustomValidator<unknown> = (value, context) =>
  (context.parent as {asset?: unknown} | undefined)?.asset && !value
    ? `Describe the picture in ${languagesInWords} for visitors who cannot see it`
    : true

/** `example`: the seed ships one (a drawing of the example address), flagged like the other example details. */
const picture = (name: string, title: string, description: string, altExample: string, example?: string) =>
  defineField({
    name,
    title,
    type: 'image',
    group: visitGroup.name,
    description,
    fields: [
      defineField({
        name: 'alt',
        title: 'Picture description',
        type: 'localizedString',
        description: `Read aloud to visitors who cannot see the picture, e.g. "${altExample}".`,
        validation: (rule) => rule.custom(describedIfPicture),
      }),
    ],
    validation: (rule) => (example ? [rule.custom(stillExample(example)).warning()] : []),
  })

const publicRatingSourceOptions = sourceOptions.filter(({value}) => (PUBLIC_RATING_SOURCES as readonly string[]).includes(value))

export const visitFields = [
  defineField({
    name: 'location',
    title: 'Shop position on the map',
    type: 'geopoint',
    group: visitGroup.name,
    description:
      'Where the shop is, as a point on the map: the website gives it to visitors for directions. To copy the coordinates from Google Maps: on a phone, press and hold on the shop (on a computer, right-click it); the first line shown is "latitude, longitude", e.g. "7.8961, 98.2969". Tap or click it to copy, then put the first number in Latitude and the second in Longitude.',
    validation: (rule) => [
      rule.required().error(locationRules.required),
      rule.custom(validPoint),
      rule.custom(notInThailand).warning(),
      rule.custom(stillExample('shop position')).warning(),
    ],
  }),
  picture(
    'mapPicture',
    'Map picture',
    'A picture of where the shop is: a screenshot of a map with the shop marked, or a drawing. Visitors see it in the contact section; the page loads no map from another site. Landscape, at least 1200 × 800 pixels.',
    'Map: the shop on Thawewong Road, a short walk from Patong Beach',
    'map picture',
  ),
  picture(
    'shopPhoto',
    'Photo of the shop',
    'Optional. A photo of the shop front, so visitors recognise it when they arrive. Landscape, at least 1200 × 800 pixels.',
    'The shop front with motorbikes parked outside',
  ),
  defineField({
    name: 'publicRating',
    title: 'Public rating',
    type: 'object',
    group: visitGroup.name,
    description:
      'Optional. If you prefer, the rating shown on the page is the one your public page shows (e.g. 4.7 from 312 Google reviews) instead of the average of the reviews you copied here. Update it now and then: the website does not read it from the page.',
    options: {collapsible: true, collapsed: false},
    fields: [
      defineField({
        name: 'source',
        title: 'Page',
        type: 'string',
        options: {list: publicRatingSourceOptions, layout: 'radio', direction: 'horizontal'},
        validation: (rule) => requiredShared(rule, publicRatingRules.source),
      }),
      defineField({
        name: 'rating',
        title: 'Rating',
        type: 'number',
        description: 'As the page shows it, e.g. 4.7.',
        validation: (rule) => requiredShared(rule, publicRatingRules.rating),
      }),
      defineField({
        name: 'count',
        title: 'Number of reviews',
        type: 'number',
        description: 'How many reviews the rating is from, e.g. 312.',
        validation: (rule) => requiredShared(rule, publicRatingRules.count),
      }),
      defineField({
        name: 'url',
        title: 'Link to the page',
        type: 'url',
        description: 'The address of the page that shows the rating, e.g. your Google Maps listing.',
        validation: (rule) => [
          ...requiredShared(rule, publicRatingRules.url),
          rule.custom((value, context) => publicRatingRules.urlSite(value, (context.parent as {source?: unknown} | undefined)?.source) ?? true),
        ],
      }),
    ],
  }),
]
