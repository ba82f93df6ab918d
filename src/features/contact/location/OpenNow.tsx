// "Open now, until 20:00" in the shop's time, kept true while the page stays open. Not in the
// prerendered HTML (the build's hour is not the visitor's): the block keeps two lines' height
// there, the most any language takes ("Closed now, opens tomorrow at 08:00" wraps in English and
// Russian in a narrow column), so the text arriving moves nothing, at any hour.
import { Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { settings } from '../../../content'
import { useT } from '../../../shared/locale/useT'
import { msUntilChange, openStatus } from './openStatus'

export function OpenNow() {
  const t = useT()
  const [now, setNow] = useState(() => (import.meta.env.SSR ? null : Date.now()))
  useEffect(() => {
    const wait = msUntilChange(now ?? Date.now(), settings.opensAt, settings.closesAt)
    const timer = window.setTimeout(() => setNow(Date.now()), wait + 1000)
    return () => window.clearTimeout(timer)
  }, [now])
  const status = now === null ? null : openStatus(now, settings.opensAt, settings.closesAt)
  return (
    <Text lineHeight="1.5" minH="3em" fontWeight="semibold" color={status?.state === 'open' ? 'green.700' : 'gray.800'} data-open-status={status?.state}>
      {status?.state === 'open' && t('visit.hours.openUntil', { closes: status.closes })}
      {status?.state === 'opensToday' && t('visit.hours.opensToday', { opens: status.opens })}
      {status?.state === 'opensTomorrow' && t('visit.hours.opensTomorrow', { opens: status.opens })}
    </Text>
  )
}
