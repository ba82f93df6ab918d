// Scrolling on in-app navigation (the data router's ScrollRestoration did this before): a link
// with a hash (#gallery, #contact) scrolls to that section, a link to another path starts at the
// top. The first render leaves the scroll to the browser (its own hash jump and back/forward restore).
import { useEffect, useRef } from 'react'
import { useSiteLocation } from '../../shared/navigation/navigation'

export function ScrollOnNavigate() {
  const { pathname, hash, key } = useSiteLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else if (!hash) window.scrollTo(0, 0)
    // key: a click on the same link again scrolls again.
  }, [pathname, hash, key])
  return null
}
