// The 13 keyframes the site's Chakra recipes and animation styles run, as Chakra defines them
// (keyframes.test.ts holds both to that). Chakra's theme exports all 33 as one object: importing it
// ships every one in the JS, and Emotion writes each twice (with @-webkit-) into every page's CSS.

const slideOffsets = { top: '0 calc(D * -1)', bottom: '0 D', left: 'calc(D * -1) 0', right: 'D 0' }

const slides = Object.fromEntries(
  Object.entries(slideOffsets).flatMap(([side, offset]) => {
    const away = (direction: 'from' | 'to') => offset.replace('D', `var(--slide-${direction}-${side}-distance, 0.5rem)`)
    return [
      [`slide-from-${side}`, { '0%': { translate: away('from') }, to: { translate: '0' } }],
      [`slide-to-${side}`, { '0%': { translate: '0' }, to: { translate: away('to') } }],
    ]
  }),
)

export const siteKeyframes = {
  spin: { '0%': { transform: 'rotate(0deg)' }, '100%': { transform: 'rotate(360deg)' } },
  'fade-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  'fade-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  'scale-in': { from: { scale: '0.95' }, to: { scale: '1' } },
  'scale-out': { from: { scale: '1' }, to: { scale: '0.95' } },
  ...slides,
}
