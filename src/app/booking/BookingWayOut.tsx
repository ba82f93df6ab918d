// The message a visitor gets when the booking form cannot be had (its files gone after a release
// and the reload did not help, or the network down): the shop's phone, LINE and WhatsApp.
// Prerendered hidden after #root in each language's document, never hydrated: the inline loader
// shows it with no framework code (app/inline/wayOut.ts), the app hides it once it runs. Plain
// elements and a static style (bookingWayOutStyle, in <head>), so it looks right with no script.
import { settings } from '../../content'
import { lineHref, telHref, whatsappHref } from '../../features/contact/contactLinks'
import { useT } from '../../shared/locale/useT'
import { WAY_OUT_CLOSE, WAY_OUT_ID } from '../inline/wayOut'

export function BookingWayOut() {
  const t = useT()
  const chat = { target: '_blank', rel: 'noopener noreferrer' }
  return (
    <div id={WAY_OUT_ID} role="alert" tabIndex={-1} hidden>
      <p>{t('booking.loadFailed')}</p>
      <ul>
        <li><a href={telHref(settings.phone)}>{t('contact.phone.title')} <span dir="ltr">{settings.phone}</span></a></li>
        <li><a href={lineHref(settings.lineId)} {...chat}>{t('contact.chat.line')} <span dir="ltr">@{settings.lineId}</span></a></li>
        <li><a href={whatsappHref(settings.whatsappNumber)} {...chat}>{t('contact.chat.whatsapp')}</a></li>
      </ul>
      <button type="button" {...{ [WAY_OUT_CLOSE]: '' }}>{t('booking.close')}</button>
    </div>
  )
}

// A card at the foot of the screen, above everything; sea.700 and white (7.6:1), 44 px targets,
// bold at 700: Thai and Chinese faces have only regular and bold (system.ts).
const id = `#${WAY_OUT_ID}`
export const bookingWayOutStyle =
  `${id}{position:fixed;z-index:2000;inset:auto 12px 12px;max-width:30rem;margin:0 auto;padding:16px;` +
  `background:#fff;color:#1a202c;border-radius:16px;box-shadow:0 12px 40px rgba(15,23,42,.35);line-height:1.5}` +
  `${id}[hidden]{display:none}${id}:focus{outline:2px solid #0f766e;outline-offset:2px}` +
  `${id} ul{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0;padding:0;list-style:none}` +
  `${id} a,${id} button{display:inline-flex;align-items:center;gap:6px;min-height:44px;padding:0 16px;border-radius:999px;font-weight:700}` +
  `${id} a{background:#115e59;color:#fff;text-decoration:none}` +
  `${id} button{border:1px solid #cbd5e1;background:#fff;color:#1a202c;cursor:pointer}`
