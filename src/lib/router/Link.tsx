// A link inside the site: a plain <a href> (it works before the app runs, opens in a new tab with a
// modifier), and a plain left click moves through the router without a page load.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { createPath, pathOf, type To } from './location'
import { useLocation, useNavigate } from './routers'

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; ref?: Ref<HTMLAnchorElement> }

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
}

export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const location = useLocation()
  const navigate = useNavigate()
  const href = createPath(to)
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainLeftClick(event, target)) return
    event.preventDefault()
    // The address the page is at already: its entry is reused (a second tap adds no back step).
    navigate(href, href === pathOf(location))
  }
  return <a {...rest} href={href} target={target} onClick={click} />
}
