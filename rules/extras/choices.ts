// The visitor's extras and cover as the form keeps them: two strings beside the other fields (the
// draft, the take-over and the e-mails read strings). `extras` is "top-box:1,rain-poncho:2" (only
// the extras asked for, in the owner's order); `cover` is a cover level's id, '' for the default.
// Free of React and of the content modules, so the form, the estimate and both e-mails share it.

export type ExtraOffer = { id: string; maxPerBooking: number; fits: readonly string[] }
export type CoverOffer = { id: string; isDefault: boolean }

/** An extra fits a bike when the owner listed no bikes for it, or listed this one. */
export const fitsBike = (extra: Pick<ExtraOffer, 'fits'>, bike: string): boolean => extra.fits.length === 0 || extra.fits.includes(bike)

/** The extras a booking may add for this bike (none is bookable without a bike). */
export function bookableExtras<E extends ExtraOffer>(extras: readonly E[], bike: string): E[] {
  return bike ? extras.filter((extra) => extra.maxPerBooking > 0 && fitsBike(extra, bike)) : []
}

/** The counts asked for, by id: unreadable parts and zero counts are left out. */
export function parseExtras(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const part of text.split(',')) {
    const match = /^([a-z0-9-]+):(\d{1,2})$/.exec(part.trim())
    if (match && Number(match[2]) > 0) counts.set(match[1], Number(match[2]))
  }
  return counts
}

/** The counts as the form keeps them, in the owner's order, each within what one booking may add. */
export function formatExtras(counts: ReadonlyMap<string, number>, extras: readonly ExtraOffer[]): string {
  return extras
    .flatMap((extra) => {
      const count = Math.min(counts.get(extra.id) ?? 0, extra.maxPerBooking)
      return count > 0 ? [`${extra.id}:${count}`] : []
    })
    .join(',')
}

/** One extra's count changed, the others kept. */
export function withExtraCount(text: string, id: string, count: number, extras: readonly ExtraOffer[]): string {
  const counts = parseExtras(text)
  counts.set(id, count)
  return formatExtras(counts, extras)
}

/** What the booking holds: each extra asked for that exists and fits the bike, with its count. */
export function chosenExtras<E extends ExtraOffer>(text: string, extras: readonly E[], bike: string): Array<{ extra: E; count: number }> {
  const counts = parseExtras(text)
  return bookableExtras(extras, bike).flatMap((extra) => {
    const count = Math.min(counts.get(extra.id) ?? 0, extra.maxPerBooking)
    return count > 0 ? [{ extra, count }] : []
  })
}

/** The extras asked for that the new bike cannot take (a top box on a sports bike), in the owner's order. */
export function unfitExtras<E extends ExtraOffer>(text: string, extras: readonly E[], bike: string): E[] {
  const counts = parseExtras(text)
  return extras.filter((extra) => counts.has(extra.id) && extra.maxPerBooking > 0 && bike !== '' && !fitsBike(extra, bike))
}

/** The extras kept when the bike changes: only those that fit it. */
export function keepFitting(text: string, extras: readonly ExtraOffer[], bike: string): string {
  const counts = parseExtras(text)
  for (const extra of unfitExtras(text, extras, bike)) counts.delete(extra.id)
  return formatExtras(counts, extras)
}

/** The cover chosen; the default level for '' or an id the owner has since removed. */
export function chosenCover<C extends CoverOffer>(id: string, levels: readonly C[]): C | undefined {
  return levels.find((level) => level.id === id) ?? levels.find((level) => level.isDefault)
}
