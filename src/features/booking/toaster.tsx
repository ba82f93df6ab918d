// The booking toasts. Chakra v3 has no useToast: toasts go to this store and show only while a
// <BookingToaster/> is mounted. BookingDialog mounts it, and the app keeps the dialog mounted from
// its first open on, so a toast outlives the modal closing.
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react'
import { solidToastContrast } from './dialogLayout'

// At the top, over the sheet's title on a phone: a Send with a field missing brings that field
// below them (BookingDialog.tsx).
export const bookingToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 })

// A toast shown on in place of the prerendered form's (prerendered/useTakeOver.ts) is already on
// the screen: it neither slides nor fades in again, not even for the frame before zag marks it
// mounted (its exit still animates). The only toast then, so its place is the first's.
const inPlaceLook = { ...solidToastContrast, '&[data-state=open]': { transition: 'none', opacity: 1, translate: '0 0' } }

export function BookingToaster() {
  return (
    <Portal>
      <Toaster toaster={bookingToaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'md' }} css={toast.meta?.inPlace ? inPlaceLook : solidToastContrast}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description whiteSpace="pre-line">{toast.description}</Toast.Description>}
              {/* Why it failed and what to do: a line of its own under the spec's wording. */}
              {typeof toast.meta?.detail === 'string' && <Toast.Description>{toast.meta.detail}</Toast.Description>}
            </Stack>
            <Toast.CloseTrigger aria-label={toast.meta?.closeLabel as string | undefined} />
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
