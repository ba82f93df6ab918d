// Which strings carry stega (invisible edit links) in the preview: only text a visitor reads.
// Everything else stays exactly as stored, because it is used as a value: slugs and ids, the
// phone in tel: links, WhatsApp and LINE ids, opening times, pickup slots, rental periods, image
// URLs, prices (numbers carry no stega anyway) and the transmission, which picks a message key.
import type { FilterDefault } from '@sanity/client/stega'
import { locales } from '../../src/i18n/locales.ts'

const READ_AS_TEXT: Record<string, ReadonlySet<string>> = {
  bike: new Set(['name', 'engine', 'features', 'image']),
  siteSettings: new Set(['shopName', 'streetAddress', 'district', 'addressLine']),
  message: new Set(locales),
  rentalTerm: new Set(['question', 'answer']),
}

export const stegaFilter: FilterDefault = (props) => {
  const { sourceDocument, sourcePath, filterDefault } = props
  const field = sourcePath[0]
  if (typeof field !== 'string' || !READ_AS_TEXT[sourceDocument._type]?.has(field)) return false
  // Of a bike's photo only the alt text is text; the rest is the image itself.
  if (field === 'image' && sourcePath.at(-1) !== 'alt') return false
  return filterDefault(props)
}
