// The booking form's frame and its toasts' look, shared by the app's Chakra Dialog
// (BookingDialog.tsx, toaster.tsx) and its prerendered twin (prerendered/PrerenderedBookingForm.tsx),
// so the two look the same and the app's form can take the twin's place without a visible jump.

/** The dialog recipe's variants. */
export const dialogVariant = { size: 'xl', placement: 'center', scrollBehavior: 'inside' } as const

export const positionerLayout = { px: { base: '3', md: '6' } } as const

// At most 90% of the viewport (docs/spec.md §9); dvh where supported, so iOS's toolbars never hide the
// submit button. On a phone the form sits at the bottom and leaves the top 8rem to the toasts
// (toaster.tsx), which would otherwise cover its title, its close button or the hand-off panel.
const maxHeight = {
  maxHeight: { base: 'calc(90vh - 8rem)', md: '90vh' },
  '@supports (height: 1dvh)': { maxHeight: { base: 'calc(90dvh - 8rem)', md: '90dvh' } },
}

/** The content's size and place, as a `css` object (over the recipe's). */
export const contentLayout = { maxW: '4xl', mt: 'auto', mb: { base: '3', md: 'auto' }, ...maxHeight } as const

/** The header's layout: title and subtitle stacked, room for the close button. */
export const headerLayout = { flexDirection: 'column', alignItems: 'flex-start', gap: '1', pe: '14' } as const

// Hover darkens instead of Chakra's 90% opacity, which drops white text below 4.5:1.
export const sendButtonLook = { colorPalette: 'brand', _hover: { bg: 'brand.700' }, width: { base: 'full', md: 'auto' } } as const

// AA contrast for the solid toasts' white text (axe), in the app's toaster (toaster.tsx) and the
// prerendered form's toast alike: Chakra's solid green.600 gives 3.3:1 and orange.600 3.6:1, their
// 700s pass (5:1), and the recipe's description at 80% opacity fell below 4.5:1 on every solid colour.
export const solidToastContrast = {
  '&[data-type=success]': { bg: 'green.700' },
  '&[data-type=warning]': { bg: 'orange.700' },
  '&:is([data-type=success], [data-type=warning], [data-type=error]) [data-part=description]': { opacity: 1 },
} as const
