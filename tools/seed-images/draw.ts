// SVG drawing of a side-view motorbike (facing right) for one model, on a 1200 × 800 canvas.
import type { Livery, Model } from './models.ts'

export const WIDTH = 1200
export const HEIGHT = 800
const GROUND = 650
const TIRE = '#1c1e22'
const DARK = '#2b2e34'
const METAL = '#9aa1ab'

type Point = readonly [number, number]

interface Geometry {
  rear: Point
  front: Point
  rearRadius: number
  frontRadius: number
  /** Top of the fork (steering head). */
  head: Point
  /** Swingarm pivot behind the engine. */
  pivot: Point
}

const geometry: Record<Model['style'], Geometry> = {
  scooter: { rear: [370, 550], front: [850, 550], rearRadius: 100, frontRadius: 100, head: [772, 305], pivot: [520, 520] },
  sport: { rear: [340, 528], front: [868, 528], rearRadius: 122, frontRadius: 122, head: [792, 300], pivot: [545, 468] },
  naked: { rear: [345, 528], front: [862, 528], rearRadius: 122, frontRadius: 122, head: [790, 292], pivot: [545, 468] },
  adventure: { rear: [335, 525], front: [892, 512], rearRadius: 125, frontRadius: 138, head: [800, 262], pivot: [545, 458] },
}

const mix = (hex: string, other: string, amount: number): string => {
  const parse = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))
  const [a, b] = [parse(hex), parse(other)]
  return `#${a.map((v, i) => Math.round(v + (b[i] - v) * amount).toString(16).padStart(2, '0')).join('')}`
}

function backdrop(l: Livery): string {
  return `
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mix(l.backdrop, '#ffffff', 0.55)}"/>
      <stop offset="0.78" stop-color="${l.backdrop}"/>
      <stop offset="1" stop-color="${mix(l.backdrop, '#8a94a3', 0.18)}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.55" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="paint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${mix(l.body, '#ffffff', 0.22)}"/>
      <stop offset="0.55" stop-color="${l.body}"/>
      <stop offset="1" stop-color="${mix(l.body, '#000000', 0.25)}"/>
    </linearGradient>
    <linearGradient id="chrome" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#eef1f4"/>
      <stop offset="0.5" stop-color="#aab1bb"/>
      <stop offset="1" stop-color="#6d747e"/>
    </linearGradient>
    <filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <ellipse cx="600" cy="420" rx="560" ry="330" fill="url(#glow)"/>
  <rect y="${GROUND}" width="${WIDTH}" height="${HEIGHT - GROUND}" fill="${mix(l.backdrop, '#6b7686', 0.12)}" opacity="0.55"/>
  <ellipse cx="612" cy="${GROUND + 4}" rx="400" ry="16" fill="#1c1e22" opacity="0.28" filter="url(#soft)"/>`
}

function wheel([cx, cy]: Point, r: number, rim: string, spokes: number, scooter: boolean): string {
  const inner = r * 0.74
  const spokeLines = Array.from({ length: spokes }, (_, i) => {
    const a = (i / spokes) * Math.PI * 2 - Math.PI / 2
    const [x1, y1] = [cx + Math.cos(a) * r * 0.13, cy + Math.sin(a) * r * 0.13]
    const [x2, y2] = [cx + Math.cos(a + 0.12) * inner, cy + Math.sin(a + 0.12) * inner]
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}"/>`
  }).join('')
  return `
  <g>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${TIRE}"/>
    <circle cx="${cx}" cy="${cy}" r="${r - 5}" fill="none" stroke="#34373d" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${inner}" fill="#dfe3e8"/>
    <circle cx="${cx}" cy="${cy}" r="${r * (scooter ? 0.42 : 0.5)}" fill="none" stroke="#b9bfc7" stroke-width="${r * 0.09}" stroke-dasharray="6 5"/>
    <g stroke="${rim}" stroke-width="${r * 0.075}" stroke-linecap="round">${spokeLines}</g>
    <circle cx="${cx}" cy="${cy}" r="${inner}" fill="none" stroke="${rim}" stroke-width="${r * 0.07}"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.14}" fill="#4a4e56"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.06}" fill="#c9ced6"/>
  </g>`
}

function fork(front: Point, head: Point, r: number, color: string): string {
  const t = 0.42
  const mid: Point = [front[0] + (head[0] - front[0]) * t, front[1] + (head[1] - front[1]) * t]
  return `
  <line x1="${head[0]}" y1="${head[1]}" x2="${mid[0]}" y2="${mid[1]}" stroke="${color}" stroke-width="${r * 0.15}" stroke-linecap="round"/>
  <line x1="${mid[0]}" y1="${mid[1]}" x2="${front[0]}" y2="${front[1]}" stroke="${DARK}" stroke-width="${r * 0.2}" stroke-linecap="round"/>
  <circle cx="${front[0] - r * 0.32}" cy="${front[1] - r * 0.36}" r="${r * 0.09}" fill="#3a3e45"/>`
}

function swingarm(pivot: Point, rear: Point, color: string): string {
  return `
  <path d="M ${pivot[0]} ${pivot[1] - 16} L ${rear[0]} ${rear[1] - 12} L ${rear[0]} ${rear[1] + 12} L ${pivot[0]} ${pivot[1] + 18} Z" fill="${color}"/>
  <circle cx="${pivot[0]}" cy="${pivot[1]}" r="14" fill="#4a4e56"/>`
}

function handlebar(head: Point, rise: number, reach: number): string {
  const [x, y] = head
  return `
  <path d="M ${x} ${y} L ${x - reach * 0.3} ${y - rise} L ${x - reach} ${y - rise - 6}" fill="none" stroke="${DARK}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
  <line x1="${x - reach * 0.7}" y1="${y - rise - 4}" x2="${x - reach * 1.05}" y2="${y - rise - 6}" stroke="#111214" stroke-width="14" stroke-linecap="round"/>
  <line x1="${x - reach * 0.25}" y1="${y - rise}" x2="${x - reach * 0.1}" y2="${y - rise - 48}" stroke="${DARK}" stroke-width="4"/>
  <ellipse cx="${x - reach * 0.08}" cy="${y - rise - 56}" rx="20" ry="11" fill="${DARK}"/>`
}

function scooter(m: Model, g: Geometry): string {
  const l = m.livery
  return `
  ${swingarm(g.pivot, g.rear, '#3b3f46')}
  <path d="M 478 470 L 560 486 L 566 560 Q 480 584 392 566 L 380 520 Z" fill="#3b3f46"/>
  <path d="M 292 500 Q 298 482 340 478 L 478 486 L 478 514 L 334 526 Q 300 526 292 500 Z" fill="url(#chrome)"/>
  <path d="M 292 500 Q 298 482 318 480 L 322 524 Q 300 522 292 500 Z" fill="#3b3f46"/>
  ${fork(g.front, g.head, g.frontRadius, METAL)}
  <path d="M 778 466 Q 850 428 926 470 L 918 480 Q 850 442 788 476 Z" fill="url(#paint)"/>
  <path d="M 618 390 L 300 374 Q 252 368 226 382 Q 222 400 244 412 L 336 444 Q 420 462 476 474 L 560 498 L 604 498 Q 626 450 618 390 Z" fill="url(#paint)"/>
  <path d="M 250 398 Q 400 410 560 428 L 570 442 Q 420 430 268 412 Z" fill="${l.accent}" opacity="0.9"/>
  <path d="M 226 382 L 222 396 L 246 404 L 250 390 Z" fill="#d62828"/>
  <path d="M 556 498 L 736 498 Q 748 528 724 544 L 580 546 Q 552 534 556 498 Z" fill="url(#paint)"/>
  <path d="M 566 494 L 732 494 L 736 504 L 566 506 Z" fill="#1f2126"/>
  <path d="M 726 504 Q 734 420 756 346 Q 770 304 800 298 Q 836 300 852 338 Q 872 388 884 440 L 870 452 Q 838 452 816 474 Q 786 506 752 536 L 724 544 Z" fill="url(#paint)"/>
  <path d="M 742 470 Q 752 400 772 346 L 786 350 Q 768 404 760 470 Z" fill="#ffffff" opacity="0.3"/>
  <path d="M 852 338 Q 866 362 874 396 L 860 402 Q 852 370 840 350 Z" fill="#f2f7fb" stroke="#8a94a0" stroke-width="2"/>
  <path d="M 620 388 Q 606 356 566 354 L 474 356 Q 456 336 420 332 L 320 338 Q 284 344 280 374 Z" fill="#1f2126"/>
  <path d="M 760 296 Q 790 280 836 284 L 840 300 Q 796 298 764 310 Z" fill="url(#paint)"/>
  ${handlebar([790, 290], 6, 58)}
  <path d="M 812 288 Q 820 262 840 244 L 852 250 Q 838 268 834 292 Z" fill="#2a3440" opacity="0.8"/>`
}

function sport(m: Model, g: Geometry): string {
  const l = m.livery
  return `
  ${swingarm(g.pivot, g.rear, DARK)}
  <path d="M 566 430 L 700 410 L 748 470 L 726 560 L 604 572 L 560 520 Z" fill="#3b3f46"/>
  <path d="M 580 540 L 404 474 L 392 500 L 566 566 Z" fill="url(#chrome)"/>
  <path d="M 404 474 L 392 500 L 380 496 L 392 470 Z" fill="#1f2126"/>
  ${fork(g.front, g.head, g.frontRadius, '#c9a227')}
  <path d="M 796 428 Q 868 396 946 436 L 938 446 Q 868 410 804 440 Z" fill="url(#paint)"/>
  <path d="M 300 330 L 262 404 L 252 400 L 286 326 Z" fill="${DARK}"/>
  <rect x="236" y="392" width="40" height="26" rx="3" fill="#f4f4f2" stroke="${DARK}" stroke-width="3"/>
  <path d="M 490 400 L 600 410 L 590 470 L 545 468 Z" fill="${DARK}"/>
  <path d="M 620 356 L 470 352 L 300 312 L 214 294 L 212 306 L 236 320 L 330 350 L 470 400 L 610 410 Z" fill="url(#paint)"/>
  <path d="M 440 372 L 250 312 L 246 318 L 330 352 L 440 392 Z" fill="${l.accent}"/>
  <path d="M 214 294 L 206 298 L 212 306 L 220 304 Z" fill="#d62828"/>
  <path d="M 618 336 Q 560 326 484 330 L 470 352 L 616 358 Z" fill="#1f2126"/>
  <path d="M 466 340 L 336 312 L 328 322 L 464 354 Z" fill="#1f2126"/>
  <path d="M 600 560 Q 660 600 740 586 L 756 552 Q 680 566 612 540 Z" fill="${l.accent}"/>
  <path d="M 612 358 C 628 306 662 288 720 286 L 800 294 L 850 290 Q 906 306 940 346 L 930 362 Q 880 380 842 404 Q 800 430 778 470 Q 758 510 754 552 L 740 572 L 668 578 Q 700 530 704 470 Q 694 424 654 408 L 612 404 Z" fill="url(#paint)"/>
  <path d="M 800 296 Q 792 340 760 372 Q 720 398 660 404" fill="none" stroke="${mix(l.body, '#000000', 0.35)}" stroke-width="4"/>
  <path d="M 640 300 Q 690 286 760 292 L 756 302 Q 694 298 646 310 Z" fill="#ffffff" opacity="0.35"/>
  <path d="M 706 500 Q 760 440 860 392 L 852 408 Q 772 452 716 528 Z" fill="${l.accent}"/>
  <path d="M 780 410 L 836 384 L 824 408 L 790 424 Z" fill="${mix(l.body, '#000000', 0.45)}"/>
  <path d="M 548 462 L 600 452 L 604 464 L 552 474 Z" fill="${DARK}"/>
  <path d="M 850 292 Q 862 252 890 232 Q 916 282 936 344 Q 902 304 850 292 Z" fill="#2a3440" opacity="0.8"/>
  <path d="M 938 350 L 902 358 L 886 374 L 928 364 Z" fill="#eef6ff" stroke="#7d8896" stroke-width="2"/>
  <line x1="872" y1="292" x2="880" y2="270" stroke="${DARK}" stroke-width="4"/>
  <ellipse cx="884" cy="266" rx="16" ry="9" fill="${DARK}"/>
  <line x1="806" y1="306" x2="770" y2="318" stroke="#111214" stroke-width="13" stroke-linecap="round"/>`
}

function naked(m: Model, g: Geometry): string {
  const l = m.livery
  const frame = m.trellis
    ? `<path d="M 792 300 L 610 350 L 548 466 M 792 300 L 660 420 L 610 350 M 660 420 L 548 466 M 720 318 L 660 420 M 650 338 L 612 440" fill="none" stroke="${l.frame}" stroke-width="9" stroke-linejoin="round"/>`
    : `<path d="M 792 300 L 620 360 L 548 466" fill="none" stroke="${l.frame}" stroke-width="22" stroke-linejoin="round" stroke-linecap="round"/>`
  const lamp = m.roundLamp
    ? `<rect x="796" y="324" width="24" height="10" rx="3" fill="${DARK}"/><circle cx="846" cy="330" r="32" fill="${DARK}"/><circle cx="852" cy="330" r="23" fill="#eef6ff" stroke="#9aa4b0" stroke-width="3"/>`
    : `<path d="M 824 300 L 878 310 L 868 356 L 826 350 Z" fill="${DARK}"/><path d="M 850 312 L 876 316 L 868 348 L 848 344 Z" fill="#eef6ff"/>`
  return `
  ${swingarm(g.pivot, g.rear, l.frame === l.body ? DARK : mix(l.frame, DARK, 0.35))}
  <path d="M 510 450 L 580 372" stroke="${METAL}" stroke-width="14" stroke-linecap="round"/>
  <path d="M 510 450 L 580 372" stroke="#c9a227" stroke-width="6" stroke-dasharray="5 4"/>
  <path d="M 596 396 L 712 384 L 756 446 L 740 552 L 620 566 L 576 516 L 580 440 Z" fill="#3b3f46"/>
  <g stroke="#5a5f68" stroke-width="5">${[0, 1, 2, 3].map((i) => `<line x1="${640 + i * 22}" y1="${398 - i * 2}" x2="${650 + i * 22}" y2="${462 - i * 2}"/>`).join('')}</g>
  <circle cx="690" cy="516" r="28" fill="#50555e"/>
  <path d="M 748 440 Q 800 486 752 556 Q 706 596 610 580 Q 560 572 520 548" fill="none" stroke="${METAL}" stroke-width="13" stroke-linecap="round"/>
  <path d="M 548 556 L 448 536 Q 430 528 440 510 L 466 504 L 556 526 Z" fill="url(#chrome)"/>
  <rect x="752" y="376" width="40" height="96" rx="6" fill="#2f3238"/>
  ${frame}
  ${fork(g.front, g.head, g.frontRadius, '#c9a227')}
  <path d="M 792 430 Q 862 402 930 438 L 922 448 Q 862 416 800 442 Z" fill="url(#paint)"/>
  <path d="M 330 340 L 292 404 L 282 400 L 318 336 Z" fill="${DARK}"/>
  <rect x="268" y="392" width="38" height="24" rx="3" fill="#f4f4f2" stroke="${DARK}" stroke-width="3"/>
  <path d="M 612 356 L 470 350 L 338 316 L 300 306 L 298 318 L 340 340 L 470 386 L 600 396 Z" fill="${l.accent}"/>
  <path d="M 300 306 L 292 310 L 298 318 L 306 316 Z" fill="#d62828"/>
  <path d="M 616 338 Q 560 326 482 332 L 470 350 L 612 358 Z" fill="#1f2126"/>
  <path d="M 466 338 L 350 310 L 344 320 L 464 352 Z" fill="#1f2126"/>
  <path d="M 600 356 C 616 300 656 284 716 282 L 792 292 Q 806 330 794 374 L 706 394 Q 642 392 606 376 Z" fill="url(#paint)"/>
  <path d="M 740 378 L 800 366 L 796 430 L 744 438 Z" fill="${mix(l.body, '#000000', 0.3)}"/>
  <path d="M 646 300 Q 700 284 770 292 L 766 302 Q 702 296 650 310 Z" fill="#ffffff" opacity="0.35"/>
  ${lamp}
  ${handlebar([800, 290], 30, 66)}`
}

function adventure(m: Model, g: Geometry): string {
  const l = m.livery
  const luggage = m.luggage
    ? `<rect x="262" y="340" width="176" height="122" rx="16" fill="#3b3f46"/><rect x="276" y="354" width="148" height="94" rx="10" fill="#50555e"/><rect x="328" y="340" width="50" height="10" fill="#9aa1ab"/>`
    : ''
  const front = m.beak
    ? `<path d="M 858 326 L 984 364 L 976 386 L 864 364 Z" fill="url(#paint)"/><path d="M 866 348 L 980 376 L 976 386 L 862 362 Z" fill="${l.accent}"/>`
    : `<path d="M 818 404 Q 892 362 972 402 L 966 414 Q 892 378 826 416 Z" fill="url(#paint)"/>`
  const engine = m.beak
    ? `<rect x="662" y="452" width="118" height="58" rx="22" fill="#6d747e"/><rect x="752" y="458" width="36" height="46" rx="10" fill="#3b3f46"/>`
    : `<g stroke="#5a5f68" stroke-width="5">${[0, 1, 2].map((i) => `<line x1="${650 + i * 24}" y1="${420}" x2="${660 + i * 24}" y2="${480}"/>`).join('')}</g>`
  return `
  ${swingarm(g.pivot, g.rear, '#6d747e')}
  <path d="M 510 444 L 572 356" stroke="${METAL}" stroke-width="14" stroke-linecap="round"/>
  <path d="M 582 400 L 716 384 L 766 448 L 744 540 L 616 552 L 570 500 Z" fill="#3b3f46"/>
  ${engine}
  <circle cx="650" cy="512" r="24" fill="#50555e"/>
  <path d="M 640 540 Q 540 540 470 470" fill="none" stroke="${METAL}" stroke-width="14" stroke-linecap="round"/>
  <path d="M 486 480 L 352 412 L 338 440 L 472 508 Z" fill="url(#chrome)"/>
  <path d="M 352 412 L 338 440 L 326 434 L 340 406 Z" fill="#1f2126"/>
  ${luggage}
  ${fork(g.front, g.head, g.frontRadius, '#c9a227')}
  ${front}
  <line x1="548" y1="458" x2="470" y2="346" stroke="${l.frame}" stroke-width="9" stroke-linecap="round"/>
  <path d="M 614 352 L 470 344 L 330 330 L 328 348 L 420 382 L 520 410 L 606 414 Z" fill="${DARK}"/>
  ${m.beak ? '' : `<path d="M 614 352 L 470 344 L 330 330 L 328 348 L 470 372 L 608 388 Z" fill="url(#paint)"/>`}
  <path d="M 330 330 L 320 332 L 322 348 L 330 346 Z" fill="#d62828"/>
  <path d="M 630 350 Q 592 318 520 316 L 486 316 L 472 304 L 372 298 Q 360 304 364 318 L 470 330 L 484 340 L 626 364 Z" fill="#1f2126"/>
  <path d="M 608 362 C 626 300 664 276 720 270 L 806 266 Q 846 276 866 318 L 888 360 Q 866 400 820 412 L 730 420 Q 660 412 620 390 Z" fill="url(#paint)"/>
  <path d="M 650 392 L 852 350 L 884 366 Q 856 404 820 414 L 730 422 Q 680 416 650 404 Z" fill="${l.accent}"/>
  <path d="M 672 284 Q 740 268 812 274 L 808 286 Q 742 282 676 296 Z" fill="#ffffff" opacity="0.45"/>
  <path d="M 822 270 Q 832 212 866 178 L 882 186 Q 864 230 856 284 Z" fill="#2a3440" opacity="0.75"/>
  <path d="M 852 282 L 896 304 L 888 346 L 858 334 Z" fill="${DARK}"/>
  <path d="M 868 296 L 894 308 L 886 340 L 864 330 Z" fill="#eef6ff"/>
  ${handlebar([812, 272], 30, 70)}`
}

export function bikeSvg(m: Model): string {
  const g = geometry[m.style]
  const small = m.style === 'scooter'
  const body = { scooter, sport, naked, adventure }[m.style](m, g)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  ${backdrop(m.livery)}
  ${wheel(g.rear, g.rearRadius, m.livery.rim, small ? 5 : 6, small)}
  ${wheel(g.front, g.frontRadius, m.livery.rim, small ? 5 : 6, small)}
  ${body}
</svg>`
}
