// The GROQ queries behind every snapshot; TypeGen reads this file to type their results.
// A localized field is projected whole (`"addressLine": addressLine`), never field by field: its
// type then comes from the schema, whose fields the Studio makes from src/i18n/locales.ts, so a new
// language reaches the snapshots and their types without a change here.
import { defineQuery } from 'groq'

// Images are flattened to what the site needs to render without layout shift (no lqip: nothing
// renders a placeholder, and the base64 strings were ~10 KB gzip of first-load JS); the same
// projection serves the seed (synthesized assets) and a live dataset (Sanity's assets).
// coalesce() makes TypeGen type url/width/height as non-null (asset fields are optional in
// Sanity's asset schema); validation then rejects the "" / 0 a missing asset would give.
// lowestDayPrice is the card's "from" price: the day price, or a lower day price for the bike in a
// season that has not ended by $today (the Phuket date of the sync run: the content run is daily, so
// an ended season stops counting without a publish), its own or the day price changed by the
// season's percentage, rounded as the estimate's seasonDayPrice() does
// (pipeline/lowest-day-price.test.ts holds the two together).
export const bikesQuery = defineQuery(`
  *[_type == "bike" && !(_id in path("drafts.**"))] | order(order asc, slug.current asc) {
    "id": slug.current,
    name,
    price,
    "lowestDayPrice": math::min([price] + *[_type == "season" && !(_id in path("drafts.**")) && to >= $today]{
      "price": coalesce(bikePrices[bike._ref == ^.^._id][0].price, round(^.price * (100 + percent) / 100))
    }.price),
    weekPrice,
    monthPrice,
    engine,
    passengers,
    transmission,
    rating,
    popular,
    // A model with every unit out of service (rules/content/units.ts) is not for rent.
    "available": available != false && (!defined(units) || count(units) == 0 || count(units[inService != false]) > 0),
    deposit,
    order,
    features,
    "image": {
      "url": coalesce(image.asset->url, ""),
      "width": coalesce(image.asset->metadata.dimensions.width, 0),
      "height": coalesce(image.asset->metadata.dimensions.height, 0),
      "alt": image.alt
    }
  }
`)

// The singleton has a fixed id; the draft filter keeps an unpublished edit out even so.
// An unset exampleContent means the owner never marked the content as example: false.
export const siteSettingsQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0] {
    shopName,
    phone,
    lineId,
    whatsappNumber,
    streetAddress,
    district,
    addressLine,
    opensAt,
    closesAt,
    phoneHours,
    startingPrice,
    responseMinutes,
    pickupSlots,
    "rentalPeriods": rentalPeriods[]{ id, days, months },
    paymentMethods,
    siteUrl,
    galleryInitialCount,
    logoWhiteThreshold,
    logoWhiteAlphaPercent,
    "logo": {
      "url": coalesce(logo.asset->url, ""),
      "width": coalesce(logo.asset->metadata.dimensions.width, 0),
      "height": coalesce(logo.asset->metadata.dimensions.height, 0)
    },
    "emailToName": coalesce(emailToName, shopName),
    "exampleContent": coalesce(exampleContent, false)
  }
`)

export const messagesQuery = defineQuery(`
  *[_type == "message" && !(_id in path("drafts.**"))] | order(key asc) {
    ...
  }
`)

// The Rental terms section's questions and answers, in page order; the last is the cancellation
// policy of the shop settings (Prepayment & cancellation), so the section, its FAQ JSON-LD and the
// booking form's link to it carry the owner's full text.
export const rentalTermsQuery = defineQuery(`
  *[(_type == "rentalTerm" || (_type == "siteSettings" && _id == "siteSettings")) && !(_id in path("drafts.**"))] {
    "id": select(_type == "siteSettings" => "cancellationPolicy", _id),
    "order": select(_type == "siteSettings" => 1000, order),
    "question": select(_type == "siteSettings" => cancellationPolicy.question, question),
    "answer": select(_type == "siteSettings" => cancellationPolicy.text, answer)
  } | order(order asc, id asc)
`)

// How to find the shop and why to trust it: the shop's position, the owner's map picture and shop
// photo, the rating of its public page, and the reviews the owner copied, newest first.
// A missing coordinate becomes UNSET_COORDINATE (./sync/validate-visit.ts), outside every valid
// range, so TypeGen types lat and lng as numbers and validation reports the field as missing; a
// picture's missing description (null) is reported the same way while there is a picture.
export const shopVisitQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0] {
    "location": {
      "lat": coalesce(location.lat, -1000),
      "lng": coalesce(location.lng, -1000)
    },
    "mapPicture": select(defined(mapPicture.asset) => {
      "url": coalesce(mapPicture.asset->url, ""),
      "width": coalesce(mapPicture.asset->metadata.dimensions.width, 0),
      "height": coalesce(mapPicture.asset->metadata.dimensions.height, 0),
      "alt": mapPicture.alt
    }, null),
    "shopPhoto": select(defined(shopPhoto.asset) => {
      "url": coalesce(shopPhoto.asset->url, ""),
      "width": coalesce(shopPhoto.asset->metadata.dimensions.width, 0),
      "height": coalesce(shopPhoto.asset->metadata.dimensions.height, 0),
      "alt": shopPhoto.alt
    }, null),
    "publicRating": publicRating{ source, rating, count, url },
    "reviews": *[_type == "review" && !(_id in path("drafts.**"))] | order(date desc, _id asc) {
      "id": _id,
      text,
      language,
      author,
      country,
      rating,
      date,
      source,
      url
    }
  }
`)

// The seasons, by their first day: each bike's price changes inside one (a percentage, or a day
// price per bike, by the bike's web id, with the bike's season week and month prices when the owner
// set them). The booking form's estimate reads them, in its chunk.
export const seasonsQuery = defineQuery(`
  *[_type == "season" && !(_id in path("drafts.**"))] | order(from asc, _id asc) {
    "id": _id,
    name,
    from,
    to,
    percent,
    "bikePrices": coalesce(bikePrices[]{ "bike": bike->slug.current, price, weekPrice, monthPrice }, [])
  }
`)

// The booking form's delivery choices, the deposit's sentence on documents and the sentence on a
// late return (Shop settings → Delivery & deposit). A snapshot of its own, loaded with the form: the
// area names and sentences in every language never weigh on the first load. An area without "free
// from" reads null.
export const deliveryQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0] {
    "areas": coalesce(deliveryAreas[]{ id, name, fee, "freeFromDays": coalesce(freeFromDays, null) }, []),
    depositPolicy,
    lateReturn,
    "prepayment": {
      promptPayId,
      "kind": prepayment.kind,
      "percent": coalesce(prepayment.percent, null),
      "amount": coalesce(prepayment.amount, null),
      cashAtPickup,
      "freeUntilDays": cancellationPolicy.freeUntilDays,
      "keptPercent": cancellationPolicy.keptPercent
    }
  }
`)

// The rental book as the site may see it: each rental's bike (web id), unit (its key in the bike's
// list; none for the bike's first), first and last day and whether the unit is off the road rather
// than with a rider, nothing else (the booking reference, the owner's note and the reason stay in
// the Studio). A rental whose last day is before $today (the Phuket date of the run) has ended and
// is not shipped; one with a missing or unreadable day is kept, for validation to name. A cancelled
// rental frees its unit (HOLDS_UNIT_FILTER in rules/content/rentalStages.ts, written out here for
// typegen; a test holds the two together); its stage, customer and amounts are never read.
export const rentalsQuery = defineQuery(`
  *[_type == "rental" && !(_id in path("drafts.**")) && !(stage == "cancelled") && (!defined(to) || !defined(from) || to >= $today)] | order(bike->slug.current asc, from asc, to asc) {
    "bike": bike->slug.current,
    unit,
    from,
    to,
    "offRoad": kind == "offRoad"
  }
`)

// The messages the owner sends customers (Shop settings → Messages to customers): read to be
// checked as the Studio checks them (validate/customerMessages.ts), never written to a snapshot.
export const customerMessagesQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0].customerMessages
`)

// Each bike's units (rules/content/units.ts): key, name and whether in service. The names are read
// only to name a unit in a problem; the snapshot keeps, per model, the days each unit is out.
export const bikeUnitsQuery = defineQuery(`
  *[_type == "bike" && !(_id in path("drafts.**"))] | order(slug.current asc) {
    "bike": slug.current,
    "units": units[]{ "key": _key, name, inService }
  }
`)

// The shop's closed days and booking rules (Shop settings → Hours & booking): what the booking
// form explains before it sends. Loaded with the form, as the rental book is. Unset rules read
// as no rule: no notice, a rental of one day.
export const bookingRulesQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0] {
    "closedDays": coalesce(closedDays[]{ from, to, note }, []),
    "minNoticeHours": coalesce(minNoticeHours, 0),
    "minRentalDays": coalesce(minRentalDays, 1)
  }
`)

// What a rider may add to a booking and the cover levels (Shop settings → Extras & cover): the
// booking form offers them, its estimate and both e-mails price them, the Rental terms state the
// cover levels and their excess. A snapshot of its own, loaded with the form. An extra's "fits" is
// its bikes' web ids, empty for every bike; an unset cap reads null.
export const extrasQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0] {
    "extras": coalesce(extras[]{
      id,
      name,
      price,
      unit,
      "cap": coalesce(cap, null),
      "included": coalesce(included, 0),
      "maxPerBooking": coalesce(maxPerBooking, 0),
      "fits": coalesce(fits[]->slug.current, [])
    }, []),
    "coverLevels": coalesce(coverLevels[]{ id, name, covers, pricePerDay, excess, "isDefault": coalesce(isDefault, false) }, []),
    "followSeasons": coalesce(extrasFollowSeasons, false)
  }
`)

// The shop's rates for an approximate price in other currencies (Shop settings → Other
// currencies): the cards show it, so the snapshot is part of the first load and holds only what the
// page shows (the code, the rate, its day, whether the shop takes cash at it). The days after which
// the sync warns stay here, for the warning.
export const currenciesQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings" && !(_id in path("drafts.**"))][0] {
    "rates": coalesce(currencyRates[]{ code, bahtPerUnit, setOn, "cash": coalesce(cash, false) }, []),
    "warnAfterDays": coalesce(currencyRatesWarnAfterDays, null)
  }
`)
