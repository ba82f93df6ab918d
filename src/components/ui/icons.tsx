// A few stroke icons drawn inline: an icon font or sprite would be one more request for ~1 KB of paths.
import { createIcon } from '@chakra-ui/react'

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

function strokeIcon(displayName: string, ...paths: string[]) {
  return createIcon({
    displayName,
    path: paths.map((d) => <path key={d} d={d} {...stroke} />),
  })
}

export const CheckIcon = strokeIcon('CheckIcon', 'M20 6 9 17l-5-5')
export const TruckIcon = strokeIcon(
  'TruckIcon',
  'M3 6h11v10H3z',
  'M14 9h4l3 3v4h-7',
  'M7.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M17.5 18.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
)
export const ShieldIcon = strokeIcon('ShieldIcon', 'M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6z', 'm9 12 2 2 4-4')
export const FuelIcon = strokeIcon(
  'FuelIcon',
  'M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16',
  'M3 21h12',
  'M4 10h10',
  'M14 8h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V9l-3-3',
)
export const PhoneIcon = strokeIcon(
  'PhoneIcon',
  'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z',
)
export const ChatIcon = strokeIcon('ChatIcon', 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z')
export const MapPinIcon = strokeIcon(
  'MapPinIcon',
  'M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z',
  'M12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
)
export const ClockIcon = strokeIcon('ClockIcon', 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z', 'M12 6v6l4 2')
export const GaugeIcon = strokeIcon('GaugeIcon', 'm12 14 4-4', 'M3.3 19a10 10 0 1 1 17.4 0')
export const UsersIcon = strokeIcon(
  'UsersIcon',
  'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2',
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M22 21v-2a4 4 0 0 0-3-3.9',
  'M16 3.1a4 4 0 0 1 0 7.8',
)
export const GearIcon = strokeIcon(
  'GearIcon',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
)
export const StarIcon = createIcon({
  displayName: 'StarIcon',
  d: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2-6.2 3.2L7 14.2 2 9.3l6.9-1z',
})
export const SparkleIcon = strokeIcon('SparkleIcon', 'M12 3l1.9 5.8L20 11l-6.1 2.2L12 19l-1.9-5.8L4 11l6.1-2.2z')
