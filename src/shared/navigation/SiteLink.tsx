// A link inside the site: an ordinary <a href> (it works before any script, in a new tab, with a
// modifier key), whose plain click moves the page through the navigation provider instead of
// loading a document again. What React Router's <Link> does, for both providers.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useNavigate } from './navigation'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; ref?: Ref<HTMLAnchorElement> }

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey

export function SiteLink({ to, onClick, target, ...rest }: Props) {
  const navigate = useNavigate()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return
    event.preventDefault()
    navigate(to)
  }
  return <a {...rest} href={to} target={target} onClick={click} />
}
