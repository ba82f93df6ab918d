// The one Chakra styling system: only the recipes the site renders and the palettes it paints with
// (Chakra's bundle guide: the full preset costs ~90 KB of recipes and its CSS variables are built
// at start-up), brand palettes, system font stacks and Thai-safe typography.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'
import { languageFacts, locales } from '../i18n/locales'
import { siteKeyframes } from './keyframes'

// Palettes nothing on the site uses (the brand and sea palettes below replace orange and teal).
const unusedPalettes = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const
function withoutUnused<T extends Record<string, unknown>>(group: T): T {
  return Object.fromEntries(Object.entries(group).filter(([name]) => !(unusedPalettes as readonly string[]).includes(name))) as T
}

// Chakra's global styles put 26 custom properties and a font feature on every element (`*`) and
// give every element its own ::selection style. Style work per element is what Lighthouse counts x4
// in its blocking time, so none of them stays per element:
// - 23 of the custom properties are the defaults of the `ring`, `filter="auto"` and
//   `backdropFilter="auto"` utilities. Each element carried its own copy, resolved one by one: the
//   first style pass of a page took 7-25% longer (medians of 9-11 interleaved loads, unthrottled:
//   th 27 -> 20 and 22 -> 21 ms, en 24 -> 21 ms).
// - The other three (--global-*) and the font feature inherit, so they go on html with the rest.
//   Chakra's preflight reads them there unchanged: the site defines the tokens they point to once,
//   on html, and never redefines them lower down (no dark mode, no nested theme).
// - `*::selection` makes Chrome resolve a highlight style for every element, and with the
//   per-element properties it cost as much as the whole base layer: a full restyle of the English
//   page took 8.8 ms with both, 5.3 ms in the built page without (medians of 4 interleaved pages),
//   and the first style pass of a load 14.3 -> 11.5 ms (en), 17.2 -> 12.1 ms (zh) and
//   15.8 -> 8.9 ms (th), medians of 10-12 interleaved loads: the figures the README gives.
//   Selected text keeps the browser's own highlight colours, the same in every browser.
const { '*': everyElement = {}, html: chakraHtml, ...chakraOtherGlobals } = chakraGlobalCss
const globalCss = {
  ...Object.fromEntries(Object.entries(chakraOtherGlobals).filter(([selector]) => selector !== '*::selection')),
  html: { ...chakraHtml, ...everyElement },
  // Headings share their words out over their lines: no Chinese character (nor a short word) alone
  // on the last one. Engines without text-wrap keep the usual breaks.
  'h1, h2, h3': { textWrap: 'balance' },
}

/** Chakra's theme trimmed to what the site uses: the recipes listed here and the palettes kept. */
const trimmedTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss,
  theme: {
    breakpoints,
    keyframes: siteKeyframes,
    tokens: { ...tokens, colors: withoutUnused(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnused(semanticTokens.colors) },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
})

// System fonts only: tourists' phones already carry good Thai and CJK faces, so no font download.
// Each language names its own script's faces. A browser walks the list for every glyph its first
// font lacks, once per size and weight; on Linux each name it does not find is a round trip to the
// browser process, and one long shared list made the first layout of a Thai or Chinese page ~1.5x
// slower there (layout traces). Per platform: Android Noto, Windows
// YaHei/Leelawadee, Apple PingFang/Thonburi, Linux Noto, WenQuanYi or TLWG's Loma.
// Chinese puts its faces before system-ui: they carry Latin letters and digits drawn to match, so
// mixed text ("250 泰铢 / 天", bike names) comes from one face, and each size and weight needs one
// font instance instead of two (the Chinese page's first layout 22.9 → 16.8 ms here, medians of 9
// interleaved loads; 25 → 13 instances). Thai keeps system-ui first: Linux's Loma draws its Latin
// bold barely heavier than regular, so bike names lost their weight, for a smaller gain (26.5 → 23.0 ms).
const emoji = ['"Apple Color Emoji"', '"Segoe UI Emoji"']
const latin = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"']
const stack = (...faces: string[]) => [...faces, 'sans-serif', ...emoji].join(', ')
const sans = stack(...latin)
// Thai and Chinese system faces mostly come in two weights, regular and bold (Loma, WenQuanYi,
// Leelawadee, Noto Sans Thai; Android ships one CJK weight). Asking them for 500, 600 or 800 draws the
// same glyphs as 400 or 700 (CSS font matching), but Chrome keys its font cache on the requested
// weight, so every extra weight is another font instance to create, and on Linux another round trip
// to the browser process for each face in the stack. Five weights made the Thai page's first layout
// ~30% slower here than these two (interleaved traces).
const twoWeights = {
  '--chakra-font-weights-medium': '400',
  '--chakra-font-weights-semibold': '700',
  '--chakra-font-weights-extrabold': '700',
}
/** On body, not html: the token layer sets the defaults on html and would win over the base layer there. */
const fontsFor = (faces: string) => ({ '--chakra-fonts-body': faces, '--chakra-fonts-heading': faces, fontFamily: faces })
const quoted = (face: string) => (face.includes(' ') ? `"${face}"` : face)

/** Each language's own faces, weights and line heights (src/i18n/locales.ts), on :lang() of its code. */
function scriptStyles(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    locales.flatMap((locale) => {
      const fonts = languageFacts(locale).fonts
      if (!fonts) return []
      const faces = fonts.faces.map(quoted)
      const body = {
        ...(fonts.lineHeight && { lineHeight: fonts.lineHeight.body }),
        ...fontsFor(fonts.beforeSystemUi ? stack(...faces, 'system-ui') : stack('system-ui', ...faces)),
        ...(fonts.twoWeights && twoWeights),
      }
      // !important because recipe layers set fixed heading line-heights that are too tight for Thai.
      const headings = fonts.lineHeight && { [`:lang(${locale}) :is(h1, h2, h3, h4)`]: { lineHeight: `${fonts.lineHeight.headings} !important` } }
      return Object.entries({ [`:lang(${locale}) body`]: body, ...headings })
    }),
  )
}

const config = defineConfig({
  theme: {
    tokens: {
      fonts: { heading: { value: sans }, body: { value: sans } },
      colors: {
        // Sunset orange. 600 is the solid shade: white text on it is 5.2:1 (Chakra's orange.600 is 3.6:1).
        brand: {
          50: { value: '#fff7ed' },
          100: { value: '#ffedd5' },
          200: { value: '#fed7aa' },
          300: { value: '#fdba74' },
          400: { value: '#fb923c' },
          500: { value: '#ea580c' },
          600: { value: '#c2410c' },
          700: { value: '#9a3412' },
          800: { value: '#7c2d12' },
          900: { value: '#431407' },
          950: { value: '#2a0c04' },
        },
        // Andaman sea teal. 600 carries white text at 5.5:1 (Chakra's teal.600 is 3.7:1).
        sea: {
          50: { value: '#f0fdfa' },
          100: { value: '#ccfbf1' },
          200: { value: '#99f6e4' },
          300: { value: '#5eead4' },
          400: { value: '#2dd4bf' },
          500: { value: '#14b8a6' },
          600: { value: '#0f766e' },
          700: { value: '#115e59' },
          800: { value: '#134e4a' },
          900: { value: '#0b3a3c' },
          950: { value: '#062a33' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Brand buttons sit on white and on the dark hero: the 500 ring is 3.5:1 or more on both.
        brand: { ...palette('brand'), focusRing: { value: '{colors.brand.500}' } },
        sea: palette('sea'),
        // Chakra's default palette is gray, whose pale focus ring is easy to miss on white:
        // every unbranded control (nav links, menu, close button) gets the sea ring (5.5:1).
        gray: { focusRing: { value: '{colors.sea.600}' } },
      },
    },
  },
  globalCss: {
    // Section links land below the sticky bar instead of under it; no smooth scrolling for those who opt out.
    html: { scrollBehavior: { base: 'smooth', _motionReduce: 'auto' }, scrollPaddingTop: '5rem' },
    body: { lineHeight: '1.6', overflowWrap: 'break-word', WebkitTapHighlightColor: 'transparent' },
    // Thai stacks tone marks above and vowels below the line: its facts give it room so nothing clips.
    ...scriptStyles(),
  },
})

// The semantic slots Chakra recipes read through `colorPalette` (solid, contrast, fg ...).
function palette(name: 'brand' | 'sea') {
  return {
    solid: { value: `{colors.${name}.600}` },
    contrast: { value: 'white' },
    fg: { value: `{colors.${name}.700}` },
    subtle: { value: `{colors.${name}.100}` },
    muted: { value: `{colors.${name}.200}` },
    emphasized: { value: `{colors.${name}.300}` },
    focusRing: { value: `{colors.${name}.600}` },
    border: { value: `{colors.${name}.500}` },
  }
}

export const system = createSystem(defaultBaseConfig, trimmedTheme, config)
