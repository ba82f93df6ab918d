// Beside the form: how to pay, and how to reach the shop without the form (docs/spec.md §2).
import { Box, HStack, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { settings } from '../../content'
import { useIntl } from 'react-intl'
import { useT } from '../../shared/locale/useT'
import { formatTimeRange } from '../../i18n/timeRange'
import type { MessageKey } from '../../content'
import { telHref } from './model'

export function BookingInfo() {
  const t = useT()
  const intl = useIntl()
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="6">
      <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
        <Text fontWeight="semibold" mb="2">
          {t('booking.payment.title')}
        </Text>
        <HStack as="ul" listStyleType="none" gap="2" wrap="wrap">
          {settings.paymentMethods.map((method) => (
            <Box as="li" key={method} borderWidth="1px" borderRadius="full" px="3" py="0.5" bg="bg" textStyle="sm">
              {t(`booking.payment.${method}` as MessageKey)}
            </Box>
          ))}
        </HStack>
      </Box>
      <Box borderWidth="1px" borderRadius="l2" p="4" bg="bg.subtle">
        <Text fontWeight="semibold" mb="1">
          {t('booking.contactDirect')}
        </Text>
        <Link href={telHref(settings.phone)} colorPalette="sea" color="colorPalette.fg" fontWeight="semibold" dir="ltr">
          {settings.phone}
        </Link>
        <Text color="fg.muted" textStyle="sm">
          {t('booking.openDaily', { hours: formatTimeRange(settings.opensAt, settings.closesAt, intl.locale) })}
        </Text>
      </Box>
    </SimpleGrid>
  )
}
