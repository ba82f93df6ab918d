// Maps a bike's stored transmission value to its message key; unknown values show as stored.
import type { Bike, MessageKey } from '../../content'

const transmissionKeys: Record<string, MessageKey> = {
  Automatic: 'bike.transmission.automatic',
  '6-Speed Manual': 'bike.transmission.manual',
}

export function transmissionKey(bike: Pick<Bike, 'transmission'>): MessageKey | null {
  return transmissionKeys[bike.transmission ?? ''] ?? null
}
