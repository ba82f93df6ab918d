// Maps a bike's stored transmission value to its message key. The sync refuses any other value, but
// a snapshot or a draft in the Studio's preview may still carry one: it is English (the Studio's
// option), so it shows as stored on the English page and not at all on the others.
import type { Bike, MessageKey } from '../../content'
import { defaultLocale, type Locale } from '../../i18n/locales'

const transmissionKeys: Record<string, MessageKey> = {
  Automatic: 'bike.transmission.automatic',
  '6-Speed Manual': 'bike.transmission.manual',
}

function transmissionKey(bike: Pick<Bike, 'transmission'>): MessageKey | null {
  return transmissionKeys[bike.transmission ?? ''] ?? null
}

/** The gearbox in the page's language, or null when there is nothing to say in it. */
export function transmissionLabel(bike: Pick<Bike, 'transmission'>, t: (key: MessageKey) => string, locale: Locale): string | null {
  const key = transmissionKey(bike)
  if (key) return t(key)
  return locale === defaultLocale && bike.transmission ? bike.transmission : null
}

/** Russian writes a displacement in cubic centimetres ("150 см³"); the others keep the content's "150cc". */
export function engineLabel(engine: string, locale: Locale): string {
  return locale === 'ru' ? engine.replace(/^(\d+)\s*cc$/i, '$1\u00a0см³') : engine
}
