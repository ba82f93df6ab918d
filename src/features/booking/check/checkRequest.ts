// The check page's work: the request's code read and held against what the shop offers now, then
// priced by the same function that writes the shop's e-mail (../templateParams.ts), so each line
// the page shows is the line a booking made on the website would have sent; and each line the
// e-mail showed compared with it.
import { bikes, settings } from '../../../content'
import { delivery } from '../../../content/delivery'
import { extrasContent } from '../../../content/extras'
import { checkBookingRequest, decodeBookingCode, type BookingRequest, type ShopOffer } from '../../../../rules/bookingCode'
import { isLocale, locales, type Locale } from '../../../i18n/locales'
import { initialValues, type BookingValues } from '../model'
import { bookingFigures, buildTemplateParams, contentSource, type ParamsSource } from '../templateParams'
import { CHECKED_LINES, lineMatches, readCheckLink, type CheckedKey } from './checkLink'

export type CheckedLine = {
  key: CheckedKey
  label: string
  /** What the website would have written. */
  computed: string
  /** What the e-mail says, when the link carries its lines. */
  stated?: string
  /** The e-mail's line is not the website's. */
  differs: boolean
}

export type RequestCheck =
  | { kind: 'refused'; problems: string[] }
  | {
      kind: 'checked'
      reference: string
      /** The site's language the request was sent in; null in a code written before it travelled. */
      language: Locale | null
      lines: CheckedLine[]
      /** The one total (null when nothing can be priced), "up to" when no week or month price applies. */
      total: { amount: number; upTo: boolean } | null
      /** What the site would ask in advance; null when nothing. */
      prepayment: number | null
      /** The link carries the e-mail's lines (else nothing could be compared). */
      compared: boolean
      linesProblem?: string
    }

/** What the shop offers now, from the published content. */
export const publishedOffer = (): ShopOffer => ({
  bikes,
  periods: settings.rentalPeriods,
  extras: extrasContent.extras,
  coverLevels: extrasContent.coverLevels,
  areas: delivery.areas,
  pickupSlots: settings.pickupSlots,
  languages: locales,
})

const valuesOf = (request: BookingRequest): BookingValues => {
  const { reference: _reference, language: _language, ...asked } = request
  return { ...initialValues(null), ...asked }
}

/** The link's fragment → the request priced by the published rules, each e-mail line compared; or why it cannot be. */
export function checkRequest(hash: string, offer: ShopOffer = publishedOffer(), source: ParamsSource = contentSource): RequestCheck {
  const link = readCheckLink(hash)
  const decoded = decodeBookingCode(link.code)
  if (!decoded.ok) return { kind: 'refused', problems: [`code: ${decoded.problem}`] }
  const problems = checkBookingRequest(decoded.code, offer)
  if (problems.length) return { kind: 'refused', problems }
  const { request } = decoded.code
  const values = valuesOf(request)
  const params = buildTemplateParams(values, { reference: request.reference }, source)
  const figures = bookingFigures(values, source)
  const lines = CHECKED_LINES.map(({ key, label }) => {
    const stated = link.stated?.[key]
    return { key, label, computed: params[key], ...(stated === undefined ? {} : { stated }), differs: stated !== undefined && !lineMatches(stated, params[key]) }
  })
  return {
    kind: 'checked',
    reference: request.reference,
    language: isLocale(request.language) ? request.language : null,
    lines,
    total: figures.total ? { amount: figures.total.total, upTo: figures.total.upTo } : null,
    prepayment: figures.prepay,
    compared: link.stated !== null,
    ...(link.linesProblem ? { linesProblem: link.linesProblem } : {}),
  }
}
