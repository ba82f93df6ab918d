// Inline SVG flags: emoji flags render as bare letters on Windows, and fetching images costs a request.
import { useId, type JSX } from 'react'
import { languageFacts, type LanguageFacts, type Locale } from '../../i18n/locales'

const box = { width: 22, height: 15, 'aria-hidden': true, focusable: false } as const
const frame = { borderRadius: 2, boxShadow: '0 0 0 1px rgba(15, 23, 42, 0.18)', flexShrink: 0 }

function UnitedKingdom() {
  const clip = useId()
  return (
    <svg {...box} viewBox="0 0 60 30" preserveAspectRatio="none" style={frame}>
      <clipPath id={clip}>
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  )
}

const star = 'M0,-1 L0.588,0.809 L-0.951,-0.309 L0.951,-0.309 L-0.588,0.809 Z'

function China() {
  return (
    <svg {...box} viewBox="0 0 30 20" preserveAspectRatio="none" style={frame}>
      <rect width="30" height="20" fill="#EE1C25" />
      <g fill="#FFFF00">
        <path d={star} transform="translate(5,5) scale(3)" />
        <path d={star} transform="translate(10,2) scale(1)" />
        <path d={star} transform="translate(12,4) scale(1)" />
        <path d={star} transform="translate(12,7) scale(1)" />
        <path d={star} transform="translate(10,9) scale(1)" />
      </g>
    </svg>
  )
}

/** A flag of horizontal bands on a 9×6 field: [colour, top, height], later bands over earlier ones. */
function Bands({ bands }: { bands: Array<[fill: string, y: number, height: number]> }) {
  return (
    <svg {...box} viewBox="0 0 9 6" preserveAspectRatio="none" style={frame}>
      {bands.map(([fill, y, height]) => <rect key={`${fill}${y}`} y={y} width="9" height={height} fill={fill} />)}
    </svg>
  )
}

const Thailand = () => <Bands bands={[['#A51931', 0, 6], ['#F4F5F8', 1, 4], ['#2D2A4A', 2, 2]]} />
const Russia = () => <Bands bands={[['#FFFFFF', 0, 2], ['#0039A6', 2, 2], ['#D52B1E', 4, 2]]} />

// Keyed by the flag the language's facts name (src/i18n/locales.ts), so a new language only needs
// its flag drawn here when no language before it used that flag.
const flags: Record<LanguageFacts['flag'], () => JSX.Element> = { unitedKingdom: UnitedKingdom, china: China, thailand: Thailand, russia: Russia }

export function Flag({ locale }: { locale: Locale }) {
  const Component = flags[languageFacts(locale).flag]
  return <Component />
}
