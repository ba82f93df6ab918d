// The spec's required-fields toast (docs/spec.md §5) in the prerendered form: a Send tapped there before the
// app runs with the name, phone or bike missing (or a delivery area and no place) gets the answer the app's form gives, in the page's
// language, at once (the inline loader shows it: app/inline/prerenderedForm.ts). The app's toaster
// cannot be there (Ark's toasts need their state machine), so this is its look rendered into plain
// elements: the toast recipe's styles, Chakra's warning and close icons (the same shapes drawn with
// strokes: a tenth of the bytes in every document), the toaster's place at the top. Inside the
// <dialog>: the top layer shows nothing of the page above the open form.
import { chakra, Stack, useSlotRecipe } from '@chakra-ui/react'
import { useT } from '../../../shared/locale/useT'
import { FORM_TOAST_ATTRIBUTE, FORM_TOAST_SAYS_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../../shared/prerenderedForm'
import { solidToastContrast } from '../dialogLayout'

const TITLE_ID = `${PRERENDERED_FORM_ID}-toast-title`
const DESCRIPTION_ID = `${PRERENDERED_FORM_ID}-toast-description`

// Where the toaster puts a toast placed at the top (zag's group placement, toaster.tsx's insets).
const groupLayout = {
  position: 'fixed',
  top: 'max(env(safe-area-inset-top, 0px), 1rem)',
  insetInlineStart: 'calc(env(safe-area-inset-left, 0px) + 1rem)',
  insetInlineEnd: 'calc(env(safe-area-inset-right, 0px) + 1rem)',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  zIndex: 'toast',
  pointerEvents: 'none',
} as const

// The variables zag sets on a toast at rest, the toaster's width, and the slide in (the head's keyframes).
const rootLayout = {
  '--x': '0',
  '--y': '0',
  '--scale': '1',
  '--opacity': '1',
  '--height': 'auto',
  '--z-index': '1',
  pointerEvents: 'auto',
  width: { base: 'full', md: 'md' },
  animation: `${PRERENDERED_FORM_ID}-toast-in 400ms cubic-bezier(0.21, 1.02, 0.73, 1)`,
  '&[hidden]': { display: 'none' },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const

/** The toast's slide in from above, as the toaster's. */
export const prerenderedToastStyle = `@keyframes ${PRERENDERED_FORM_ID}-toast-in{from{translate:0 -100%;opacity:0}}`

export function PrerenderedToast() {
  const t = useT()
  const styles = useSlotRecipe({ key: 'toast' })()
  return (
    // The live region is there from the start, so a screen reader reads the toast as it shows.
    <chakra.div css={groupLayout} aria-live="polite">
      <chakra.div
        css={{ ...styles.root, ...rootLayout, ...solidToastContrast }} hidden role="status" aria-atomic="true" data-type="error"
        aria-labelledby={TITLE_ID} aria-describedby={DESCRIPTION_ID} {...{ [FORM_TOAST_ATTRIBUTE]: '' }}
      >
        <chakra.svg viewBox="0 0 24 24" css={styles.indicator} fill="currentColor" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M11 7h2v6h-2zm0 8h2v2h-2z" />
        </chakra.svg>
        <Stack gap="1" flex="1" maxWidth="100%">
          <chakra.div css={styles.title} id={TITLE_ID}>{t('booking.error')}</chakra.div>
          <chakra.div css={styles.description} id={DESCRIPTION_ID} data-part="description">
            {/* The loader shows the one the Send found: a required field blank, or a delivery with no place. */}
            <span {...{ [FORM_TOAST_SAYS_ATTRIBUTE]: 'required' }}>{t('booking.errorRequired')}</span>
            <span hidden {...{ [FORM_TOAST_SAYS_ATTRIBUTE]: 'place' }}>{t('booking.hotelRequired')}</span>
          </chakra.div>
        </Stack>
        <chakra.button type="button" css={styles.closeTrigger} aria-label={t('booking.close')}>
          <chakra.svg viewBox="0 0 24 24" boxSize="1em" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </chakra.svg>
        </chakra.button>
      </chakra.div>
    </chakra.div>
  )
}
