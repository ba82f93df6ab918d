// Links that open the phone's own map app at the shop (the page loads no map script or tile).
// Both are the apps' documented universal links: on a phone with the app they open it, elsewhere
// the web map. Grab has no documented link to a destination, so none is offered.

type Point = { lat: number; lng: number }

/** Google Maps URLs (developers.google.com/maps/documentation/urls): a search for the point. */
export function googleMapsHref({ lat, lng }: Point): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`
}

/** Apple Maps links: the point, labelled with the shop's name. */
export function appleMapsHref({ lat, lng }: Point, name: string): string {
  return `https://maps.apple.com/?ll=${lat},${lng}&q=${encodeURIComponent(name)}`
}
