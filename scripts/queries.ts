// The GROQ queries behind every snapshot; TypeGen reads this file to type their results.
import { defineQuery } from 'groq'

// Images are flattened to what the site needs to render without layout shift (no lqip: nothing
// renders a placeholder, and the base64 strings were ~10 KB gzip of first-load JS); the same
// projection serves the seed (synthesized assets) and a live dataset (Sanity's assets).
// coalesce() makes TypeGen type url/width/height as non-null (asset fields are optional in
// Sanity's asset schema); validation then rejects the "" / 0 a missing asset would give.
export const bikesQuery = defineQuery(`
  *[_type == "bike" && !(_id in path("drafts.**"))] | order(order asc, slug.current asc) {
    "id": slug.current,
    name,
    price,
    engine,
    passengers,
    transmission,
    rating,
    popular,
    available,
    order,
    "features": features[]{ en, zh, th },
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
    "addressLine": addressLine{ en, zh, th },
    opensAt,
    closesAt,
    phoneHours,
    startingPrice,
    responseMinutes,
    pickupSlots,
    "rentalPeriods": rentalPeriods[]{ id, days, discountPercent },
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
    key,
    section,
    en,
    zh,
    th
  }
`)

// The Rental terms section's questions and answers, in page order.
export const rentalTermsQuery = defineQuery(`
  *[_type == "rentalTerm" && !(_id in path("drafts.**"))] | order(order asc, _id asc) {
    "id": _id,
    order,
    "question": question{ en, zh, th },
    "answer": answer{ en, zh, th }
  }
`)
