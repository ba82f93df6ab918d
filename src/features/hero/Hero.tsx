// The first screen: who we are, the pitch (new bikes, from the starting price, 24/7) and Book Now.
import { Box, Button, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useBookingDialog } from '../../shared/BookingDialogContext'
import { bookButton } from '../../shared/bookButton'
import { sectionIds } from '../../shared/sections'
import { CheckIcon } from '../../components/ui/icons'
import { settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import { HeroBlurbs } from './HeroBlurbs'
import { HeroVisual } from './HeroVisual'

export function Hero() {
  const t = useT()
  const booking = useBookingDialog()
  const price = settings.startingPrice
  const features = [t('hero.feature.newBikes'), t('hero.feature.price', { price }), t('hero.feature.service')]

  return (
    <Box as="section" id={sectionIds.home} aria-labelledby="hero-title" position="relative" bg="sea.950" color="white"
      bgImage="radial-gradient(ellipse 80% 60% at 85% 10%, rgba(234, 88, 12, 0.35), transparent 60%), linear-gradient(160deg, #062a33 0%, #0b3a3c 45%, #115e59 100%)"
      pt={{ base: '10', md: '20' }} pb={{ base: '12', md: '20' }}
    >
      <Container maxW="6xl" px={{ base: '5', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '12' }} alignItems="center">
          <Stack gap={{ base: '5', md: '6' }}>
            <Text alignSelf="start" px="3" py="1" borderRadius="full" bg="whiteAlpha.200" color="brand.200"
              fontSize="sm" fontWeight="semibold" letterSpacing="wide" textTransform="uppercase">
              {t('hero.subtitle')}
            </Text>
            <Heading as="h1" id="hero-title" fontSize={{ base: '4xl', md: '6xl' }} lineHeight="1.1" fontWeight="extrabold" letterSpacing="tight">
              {t('hero.title')}
            </Heading>
            <Stack gap="2" fontSize={{ base: 'md', md: 'xl' }} color="whiteAlpha.900" maxW="xl">
              <Text>{t('hero.description1', { price })}</Text>
              <Text>{t('hero.description2')}</Text>
            </Stack>
            <List.Root gap="2" variant="plain">
              {features.map((feature) => (
                <List.Item key={feature} alignItems="flex-start" gap="3" fontWeight="medium">
                  <Box as="span" mt="0.5" p="1" borderRadius="full" bg="brand.600" display="inline-flex" flexShrink={0}>
                    <CheckIcon boxSize="3.5" />
                  </Box>
                  {feature}
                </List.Item>
              ))}
            </List.Root>
            <Button size="xl" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }} borderRadius="full" px="10"
              fontWeight="bold" boxShadow="0 10px 30px -10px rgba(234, 88, 12, 0.8)"
              onClick={() => booking.open()} onPointerEnter={booking.preload} onFocus={booking.preload} {...bookButton()}
            >
              {t('hero.bookNow')}
            </Button>
          </Stack>
          <HeroVisual />
        </SimpleGrid>
      </Container>
      <HeroBlurbs />
    </Box>
  )
}
