// The way to the shop: the owner's picture of where it is (a map screenshot or a drawing, served
// like the bike photos), the shop front, whether it is open now, and links that open the phone's
// own map app. Its own chunk (./LocationIsland.tsx): no map script, tile or third-party request.
import { Box, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { ContentPicture } from '../../../components/ui/ContentPicture'
import { MapPinIcon } from '../../../components/ui/icons'
import { localize, settings } from '../../../content'
import { visit, visitMessages } from '../../../content/visit'
import { useLocale } from '../../../shared/locale/LocaleContext'
import { useT } from '../../../shared/locale/useT'
import { ExtraMessages } from '../../../shared/ExtraMessages'
import { appleMapsHref, googleMapsHref } from './mapLinks'
import { OpenNow } from './OpenNow'

const mapButton = {
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: '2', minH: '11', px: '5',
  borderRadius: 'lg', fontWeight: 'semibold', textDecoration: 'none', target: '_blank', rel: 'noopener noreferrer',
} as const

export default function ShopLocation() {
  return (
    <ExtraMessages messages={visitMessages}>
      <LocationPanel />
    </ExtraMessages>
  )
}

function LocationPanel() {
  const t = useT()
  const { locale } = useLocale()
  const { location, mapPicture, shopPhoto } = visit
  return (
    <Box as="section" aria-labelledby="location-title" mt={{ base: '10', md: '14' }} borderRadius="2xl" borderWidth="1px"
      borderColor="gray.200" overflow="hidden" bg="gray.50"
    >
      <SimpleGrid columns={{ base: 1, md: mapPicture ? 2 : 1 }}>
        {mapPicture && (
          <ContentPicture image={mapPicture} alt={localize(mapPicture.alt, locale)} sizes="(min-width: 48em) 560px, 100vw"
            w="full" h="auto" objectFit="cover" data-map-picture=""
          />
        )}
        <Stack gap="4" p={{ base: '6', md: '8' }} justify="center">
          <Heading as="h3" id="location-title" fontSize="xl" fontWeight="bold" color="gray.900">{t('visit.map.title')}</Heading>
          <Box>
            <OpenNow />
            <Text fontSize="sm" color="gray.600">{t('visit.hours.timeZone')}</Text>
          </Box>
          <Flex gap="3" wrap="wrap">
            <Link href={googleMapsHref(location)} {...mapButton} bg="sea.700" color="white" _hover={{ bg: 'sea.800' }}>
              <MapPinIcon boxSize="5" />
              {t('visit.map.google')}
            </Link>
            <Link href={appleMapsHref(location, settings.shopName)} {...mapButton} borderWidth="1px" borderColor="sea.700"
              color="sea.800" bg="white" _hover={{ bg: 'sea.50' }}
            >
              <MapPinIcon boxSize="5" />
              {t('visit.map.apple')}
            </Link>
          </Flex>
          {shopPhoto && (
            <ContentPicture image={shopPhoto} alt={localize(shopPhoto.alt, locale)} sizes="(min-width: 48em) 480px, 100vw"
              w="full" h="auto" borderRadius="xl" data-shop-photo=""
            />
          )}
        </Stack>
      </SimpleGrid>
    </Box>
  )
}
