// SVG of the seed's map picture: a schematic of Patong (west is the sea), the beach road the
// example address is on, the main road behind it, the road over the hill, and the shop's pin.
// Shapes only, no lettering: no font decides how it looks, and the description says what it shows.

export const MAP_WIDTH = 1200
export const MAP_HEIGHT = 800
const NAVY = '#14213d'
const ORANGE = '#f0861a'
const LAND = '#f1efe4'
const HILL = '#cfe2bf'
const SEA = '#9fd2ec'
const SAND = '#f3e1ae'

/** The coast and the beach road are one bay-shaped curve, offset inland: x at height y. */
const bay = (offset: number) => (y: number) => {
  const t = y / MAP_HEIGHT
  return 180 + offset + 480 * t * (1 - t)
}
const coast = bay(0)
const beachRoad = bay(80)
const curve = (x: (y: number) => number) => `M ${x(0)} 0 Q ${x(0) + 240} ${MAP_HEIGHT / 2} ${x(0)} ${MAP_HEIGHT}`

const SHOP_Y = 430
const CROSS_STREETS = [150, 290, 560, 680]
const MAIN_ROAD = 'M 700 0 C 735 300 705 520 745 800'

function road(d: string, width: number, fill: string): string {
  return `<path d="${d}" fill="none" stroke="#b9b4a4" stroke-width="${width + 6}" stroke-linecap="round"/>
  <path d="${d}" fill="none" stroke="${fill}" stroke-width="${width}" stroke-linecap="round"/>`
}

function blocks(): string {
  const bands = [0, ...CROSS_STREETS, MAP_HEIGHT]
  return bands
    .slice(1)
    .map((bottom, i) => {
      const top = bands[i]
      const left = Math.max(beachRoad(top), beachRoad(bottom)) + 26
      const height = bottom - top - 36
      return height > 0 ? `<rect x="${left.toFixed(0)}" y="${top + 18}" width="${(680 - left).toFixed(0)}" height="${height}" rx="10" fill="#e4e1d3"/>` : ''
    })
    .join('')
}

function waves(): string {
  const at: Array<[number, number]> = [[70, 170], [140, 300], [60, 430], [150, 560], [80, 660]]
  return at.map(([x, y]) => `<path d="M ${x} ${y} q 14 -10 28 0 t 28 0" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7"/>`).join('')
}

function pin(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">
    <circle cx="0" cy="-66" r="70" fill="${ORANGE}" opacity="0.16"/>
    <ellipse cx="0" cy="2" rx="20" ry="7" fill="#000000" opacity="0.25"/>
    <path d="M 0 0 C -8 -20 -34 -40 -34 -66 A 34 34 0 1 1 34 -66 C 34 -40 8 -20 0 0 Z" fill="${ORANGE}" stroke="#ffffff" stroke-width="4"/>
    <circle cx="0" cy="-66" r="15" fill="#ffffff"/>
    <circle cx="0" cy="-66" r="7" fill="${NAVY}"/>
  </g>`
}

function northArrow(x: number, y: number): string {
  return `<g transform="translate(${x} ${y})">
    <circle r="46" fill="#ffffff" opacity="0.9" stroke="${NAVY}" stroke-width="3"/>
    <path d="M 0 -34 L 15 6 L 0 -2 L -15 6 Z" fill="${NAVY}"/>
    <path d="M -9 32 V 14 L 9 32 V 14" fill="none" stroke="${NAVY}" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
  </g>`
}

export function mapSvg(): string {
  const sea = `${curve(coast)} L 0 ${MAP_HEIGHT} L 0 0 Z`
  const sand = `${curve(bay(34))} L ${coast(MAP_HEIGHT)} ${MAP_HEIGHT} Q ${coast(0) + 240} ${MAP_HEIGHT / 2} ${coast(0)} 0 Z`
  const crossStreets = CROSS_STREETS.map((y) => road(`M ${beachRoad(y).toFixed(0)} ${y} L ${(705 + (y / MAP_HEIGHT) * 30).toFixed(0)} ${y}`, 12, '#ffffff')).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}">
  <rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${LAND}"/>
  <ellipse cx="1010" cy="120" rx="260" ry="190" fill="${HILL}"/>
  <ellipse cx="1060" cy="640" rx="240" ry="230" fill="${HILL}"/>
  <path d="${sea}" fill="${SEA}"/>
  <path d="${sand}" fill="${SAND}"/>
  <ellipse cx="40" cy="-10" rx="230" ry="120" fill="${HILL}"/>
  <ellipse cx="30" cy="820" rx="220" ry="130" fill="${HILL}"/>
  ${waves()}
  ${blocks()}
  ${crossStreets}
  ${road('M 725 430 C 880 420 980 300 1200 250', 22, '#f6d77a')}
  ${road(MAIN_ROAD, 30, '#f6d77a')}
  ${road(curve(beachRoad), 22, '#ffffff')}
  ${pin(beachRoad(SHOP_Y) + 22, SHOP_Y)}
  ${northArrow(1120, 84)}
</svg>`
}
