// The footer: shop name, what it rents and how to reach it, on every page.
import { Box, Container, Flex, Link, Stack, Text } from '@chakra-ui/react'
import { settings } from '../../content'
import { telHref } from '../../features/contact/contactLinks'
import { useIntl } from 'react-intl'
import { useT } from '../../shared/locale/useT'
import { formatTimeRange } from '../../i18n/timeRange'
import { skipWhileOffscreen } from '../../components/ui/skipWhileOffscreen'

export function Footer() {
  const t = useT()
  const intl = useIntl()
  return (
    <Box as="footer" bg="sea.950" color="whiteAlpha.900" py={{ base: '10', md: '12' }} {...skipWhileOffscreen({ base: 130, md: 58 })}>
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" gap="6">
          <Stack gap="1">
            <Text fontWeight="extrabold" fontSize="lg" color="white">{settings.shopName}</Text>
            <Text fontSize="sm">{t('hero.subtitle')}</Text>
          </Stack>
          <Stack gap="1" fontSize="sm" textAlign={{ base: 'start', md: 'end' }}>
            <Link href={telHref(settings.phone)} color="white" fontWeight="semibold" alignSelf={{ base: 'start', md: 'end' }}>
              {settings.phone}
            </Link>
            <Text>{t('contact.hours.daily', { hours: formatTimeRange(settings.opensAt, settings.closesAt, intl.locale) })}</Text>
          </Stack>
        </Flex>
      </Container>
    </Box>
  )
}
