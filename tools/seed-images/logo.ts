// SVG of the seed logo: a small motorbike mark, "Phuket Moto" in navy and a wave, on white.
// White on purpose: the site fades near-white logo pixels (spec: threshold 240).

export const LOGO_WIDTH = 240
export const LOGO_HEIGHT = 80
const NAVY = '#14213d'
const ORANGE = '#f0861a'
// Fonts every Linux image has; librsvg picks the first one installed.
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"

export function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" viewBox="0 0 ${LOGO_WIDTH} ${LOGO_HEIGHT}">
  <rect width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" fill="#ffffff"/>
  <g transform="translate(6 14)">
    <circle cx="14" cy="38" r="11" fill="none" stroke="${NAVY}" stroke-width="5"/>
    <circle cx="56" cy="38" r="11" fill="none" stroke="${NAVY}" stroke-width="5"/>
    <path d="M 14 38 L 28 20 L 46 20 L 56 38" fill="none" stroke="${NAVY}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M 20 22 Q 24 12 38 13 L 50 16 L 46 24 L 24 26 Z" fill="${ORANGE}"/>
    <path d="M 44 8 L 52 8 L 56 38" fill="none" stroke="${NAVY}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="84" y="37" font-family="${FONT}" font-size="27" font-weight="700" fill="${NAVY}">Phuket</text>
  <text x="84" y="66" font-family="${FONT}" font-size="27" font-weight="700" fill="${NAVY}">Moto</text>
  <path d="M 170 59 Q 181 53 192 59 T 214 59" fill="none" stroke="${ORANGE}" stroke-width="3.5" stroke-linecap="round"/>
</svg>`
}
