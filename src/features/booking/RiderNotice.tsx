// Licence and helmet notice in the booking form: informative only, never a required tick. The
// rental terms (deposit, documents, insurance) open from here, over the form.
import { Box, Text } from '@chakra-ui/react'
import { useT } from '../../shared/locale/useT'
import { RentalTermsLink } from './terms/RentalTermsLink'

/** `termsLink`: off in the prerendered form, where the rental terms' button could not answer before the app runs. */
export function RiderNotice({ termsLink = true }: { termsLink?: boolean }) {
  const t = useT()
  return (
    <Box as="aside" aria-labelledby="booking-notice-title" borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="l2" p="4" mt="4">
      <Text id="booking-notice-title" fontWeight="semibold" mb="1">{t('booking.notice.title')}</Text>
      {/* Plain elements, no List recipe: the lean Chakra system only keeps the recipes the site uses. */}
      <Box as="ul" listStyleType="disc" ps="5" textStyle="sm" display="flex" flexDirection="column" gap="1">
        <li>{t('booking.notice.licence')}</li>
        <li>{t('booking.notice.helmet')}</li>
      </Box>
      {termsLink && <RentalTermsLink />}
    </Box>
  )
}
