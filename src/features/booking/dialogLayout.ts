// The booking form's frame and its toasts' look, shared by the app's Chakra Dialog
// (BookingDialog.tsx, toaster.tsx) and its prerendered twin (prerendered/PrerenderedBookingForm.tsx),
// so the two look the same and the app's form can take the twin's place without a visible jump.

/** The dialog recipe's variants. */
export const dialogVariant = { size: 'xl', placement: 'center', scrollBehavior: 'inside' } as const

export const positionerLayout = { px: { base: '0', md: '6' } } as const

// On a phone a full-height sheet, the whole screen for the form (docs/decisions/phone-form-sheet.md);
// from md on at most 90% of the viewport (docs/spec.md §9). dvh where supported, so iOS's toolbars never
// hide the submit button. A toast at the top covers the sheet's title, never the fields it is about:
// a Send with a field missing brings that field a third of the way down (BookingDialog.tsx).
const height = {
  height: { base: '100vh', md: 'auto' },
  maxHeight: { base: '100vh', md: '90vh' },
  '@supports (height: 1dvh)': { height: { base: '100dvh', md: 'auto' }, maxHeight: { base: '100dvh', md: '90dvh' } },
}

/** The content's size and place, as a `css` object (over the recipe's). */
export const contentLayout = { maxW: '4xl', my: { base: '0', md: 'auto' }, borderRadius: { base: '0', md: 'l3' }, ...height } as const

/** The header's layout: title and subtitle stacked, room for the close button. */
// Tighter on a phone, where every line of the sheet's frame is a line less of the form.
export const headerLayout = { flexDirection: 'column', alignItems: 'flex-start', gap: '1', pe: '14', pt: { base: '4', md: '6' }, pb: { base: '2', md: '4' } } as const

/** The footer's padding: tighter on a phone, as the header's. */
export const footerLayout = { pb: { base: '3', md: '4' } } as const

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
