// The way out when the booking form cannot load even after a reload: the shop's phone, LINE and
// WhatsApp, in the visitor's language. Part of the app's own chunk, so it never depends on the
// download that failed.
import { Box, CloseButton, HStack, Link, Stack, Text } from '@chakra-ui/react'
import { settings } from '../../content'
import { lineHref, telHref, whatsappHref } from '../../features/contact/contactLinks'
import { useT } from '../../i18n/useT'

export function BookingUnavailable({ onClose }: { onClose: () => void }) {
  const t = useT()
  return (
    <Box role="alert" position="fixed" insetInline="4" bottom="4" zIndex="modal" maxW="md" mx="auto" bg="white" borderRadius="xl"
      boxShadow="lg" borderWidth="1px" borderColor="red.300" p="4"
    >
      <HStack align="start" gap="3">
        <Stack gap="2" flex="1">
          <Text fontWeight="bold">{t('booking.loadFailed')}</Text>
          <HStack gap="4" wrap="wrap">
            <Link href={telHref(settings.phone)} color="sea.700" fontWeight="semibold">{settings.phone}</Link>
            <Link href={lineHref(settings.lineId)} color="sea.700" fontWeight="semibold" target="_blank" rel="noopener">LINE</Link>
            <Link href={whatsappHref(settings.whatsappNumber)} color="sea.700" fontWeight="semibold" target="_blank" rel="noopener">WhatsApp</Link>
          </HStack>
        </Stack>
        <CloseButton size="sm" aria-label={t('booking.close')} onClick={onClose} />
      </HStack>
    </Box>
  )
}
