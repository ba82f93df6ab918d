// What the form collects and where it goes, in the visitor's language, next to the Send button
// (Thailand's PDPA asks for it at collection). The words are the owner's: Website text
// "booking.privacy" in the Studio, with how long bookings are kept; {phone} is the shop's phone.
import { Text } from '@chakra-ui/react'
import { settings } from '../../content'
import { useT } from '../../shared/locale/useT'

export function PrivacyNotice() {
  const t = useT()
  return (
    <Text id="booking-privacy" textStyle="xs" color="fg.muted" mt="4">
      {t('booking.privacy', { phone: settings.phone })}
    </Text>
  )
}
