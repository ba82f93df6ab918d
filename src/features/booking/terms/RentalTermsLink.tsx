// "Rental terms" inside the booking form: the terms open in a dialog over the form, so the visitor
// reads them and comes back to the form exactly as they left it (it stays mounted underneath).
import { useEffect, useState } from 'react'
import { Button, CloseButton, Dialog, Portal, Spinner, chakra, useDialogContext } from '@chakra-ui/react'
import { loadTerms } from '../../../content/terms'
import { useT } from '../../../shared/locale/useT'
import { TermsList } from '../../../shared/terms/TermsList'
import { useRentalTerms } from '../../../shared/terms/useRentalTerms'
import { useIntlLocale } from '../useVisitorLanguage'

const maxHeight = { maxHeight: '85vh', '@supports (height: 1dvh)': { maxHeight: '85dvh' } }

/** `label`: the link's own words (the rental terms' title by default); `openTermId`: the term shown open. */
export function RentalTermsLink({ label, openTermId }: { label?: string; openTermId?: string } = {}) {
  const t = useT()
  // The form's language is react-intl's (BookingMessages), as in the rest of the form.
  const locale = useIntlLocale()
  const terms = useRentalTerms()
  const [open, setOpen] = useState(false)
  // Fetched when the booking form opens (the dialog around this link), so they are there by the
  // time the visitor asks. Not while the form waits closed (it is rendered at the visitor's first
  // intent): loading them then would swap the page's prerendered terms section for the rendered
  // one under a visitor who is reading it, closing the question they had just opened.
  const formOpen = useDialogContext().open
  useEffect(() => {
    if (formOpen) void loadTerms().catch(() => undefined)
  }, [formOpen])

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} scrollBehavior="inside" size="lg" placement="center">
      <Dialog.Trigger asChild>
        <chakra.button type="button" mt="2" fontSize="md" fontWeight="semibold" color="sea.700" textDecoration="underline"
          textUnderlineOffset="3px" cursor="pointer" textAlign="start" minH="6"
        >
          {label ?? t('booking.terms.link')}
        </chakra.button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '3', md: '6' }}>
          <Dialog.Content css={maxHeight} bg="gray.50">
            <Dialog.Header pe="14">
              <Dialog.Title>{t('terms.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {terms ? <TermsList terms={terms} locale={locale} openId={openTermId} /> : <Spinner color="sea.600" aria-label={t('booking.terms.link')} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button colorPalette="brand" _hover={{ bg: 'brand.700' }} width={{ base: 'full', md: 'auto' }}>{t('booking.terms.back')}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('booking.terms.back')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
