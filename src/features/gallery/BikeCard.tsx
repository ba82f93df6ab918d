// One bike in the gallery: photo, name, rating, daily (and week and month) price, specs, features, deposit and its Book button.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Text, VisuallyHidden } from '@chakra-ui/react'
import { ContentPicture } from '../../components/ui/ContentPicture'
import { useBookingDialog } from '../../shared/BookingDialogContext'
import { bookButton } from '../../shared/bookButton'
import { StarIcon } from '../../components/ui/icons'
import type { Bike } from '../../content'
import { useLocale } from '../../shared/locale/LocaleContext'
import { useIntl } from 'react-intl'
import { formatRating } from '../../i18n/formatRating'
import { noBreak } from '../../i18n/noBreak'
import { useT } from '../../shared/locale/useT'
import { BikeSpecs } from './BikeSpecs'
import { seasonRaises } from './seasonRaises'
import { PhraseList } from './PhraseList'
import { Approximate } from '../../shared/currency/Approximate'
import { currencyRates } from '../../content/currencies'
import { CURRENCY_KEPT_ATTRIBUTE } from '../../shared/currency/storage'

export function BikeCard({ bike }: { bike: Bike }) {
  const t = useT()
  // ICU prints a bare {price} as 1200; formatted it reads 1,200, and 1 200 in Russian.
  const intl = useIntl()
  const { content } = useLocale()
  const booking = useBookingDialog()
  const rating = formatRating(intl, bike.rating)
  // Switched off in the Studio while the bike is out: still shown, but it cannot be booked.
  const rented = bike.available === false
  const badgeId = `bike-${bike.id}-rented`
  const price = (key: 'bike.dayPrice' | 'bike.perWeek' | 'bike.perMonth', amount: number) => t(key, { price: intl.formatNumber(amount) })
  const { prices } = bike
  const dayPrice = bike.lowestDayPrice ?? bike.price
  // The week and month prices as the form charges them at their lowest, whatever the pickup day.
  const longRates = [
    prices.week && t('bike.fromPrice', { priceWithUnit: price('bike.perWeek', prices.week.from) }),
    prices.month && t('bike.fromPrice', { priceWithUnit: price('bike.perMonth', prices.month.from) }),
  ].filter((text): text is string => Boolean(text))
  // And at their highest, when a season raises any of them: no card shows a price no date charges.
  const inSeason = seasonRaises(bike)
    ? intl.formatMessage({ id: 'bike.inSeason' }, {
        prices: <PhraseList key="prices" phrases={[
          price('bike.dayPrice', prices.day.to),
          prices.week ? price('bike.perWeek', prices.week.to) : '',
          prices.month ? price('bike.perMonth', prices.month.to) : '',
        ].filter(Boolean)} />,
      })
    : null

  return (
    <Card.Root as="article" overflow="hidden" borderRadius="2xl" borderWidth="0" bg="white" h="full"
      boxShadow="0 1px 3px rgba(15, 23, 42, 0.08), 0 8px 24px -12px rgba(15, 23, 42, 0.25)"
      transition="transform 0.2s ease, box-shadow 0.2s ease"
      _hover={{ transform: 'translateY(-4px)', boxShadow: '0 2px 6px rgba(15, 23, 42, 0.08), 0 20px 40px -16px rgba(15, 23, 42, 0.35)' }}
    >
      <Box position="relative" bg="gray.100">
        {/* Explicit size keeps the grid from shifting; lazy because the gallery starts below the fold. */}
        <ContentPicture image={bike.image} alt={bike.image.alt ?? bike.name}
          sizes="(min-width: 62em) 352px, (min-width: 30em) 50vw, 100vw"
          display="block" w="full" h="auto" aspectRatio={{ base: '16 / 10', sm: '4 / 3' }} objectFit="cover"
          filter={rented ? 'grayscale(0.7)' : undefined}
        />
        <HStack position="absolute" top="3" left="3" gap="2">
          {bike.popular && (
            <Badge colorPalette="brand" variant="solid" size="md" borderRadius="full" px="3">{t('bike.popular')}</Badge>
          )}
          {rented && (
            <Badge id={badgeId} colorPalette="gray" variant="solid" size="md" borderRadius="full" px="3">{t('bike.unavailable')}</Badge>
          )}
        </HStack>
      </Box>
      <Card.Body gap="4" p="5">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Heading as="h3" fontSize="xl" lineHeight="1.3" fontWeight="bold" color="gray.900">{bike.name}</Heading>
          <HStack gap="1" flexShrink={0} fontWeight="semibold" color="gray.800" fontSize="sm" pt="1">
            <StarIcon boxSize="4" color="brand.500" />
            <span aria-hidden="true">{rating}</span>
            <VisuallyHidden>{t('bike.rating', { rating })}</VisuallyHidden>
          </HStack>
        </Flex>
        <Text fontSize="2xl" fontWeight="extrabold" color="brand.700" lineHeight="1.2">
          {/* "from": the lowest day price the bike has, a season's if one is cheaper (pipeline/queries.ts). */}
          {noBreak(t('bike.perDay', { price: intl.formatNumber(dayPrice) }))}
        </Text>
        {/* Empty, the line takes no room, unless the head script marked a stored currency choice:
            known to the app only after hydration, it then takes a kept line and moves nothing. */}
        {currencyRates.length > 0 && (
          <Box mt="-3" minH="5" data-currency-line="" css={{ '&:empty': { display: 'none' }, [`html[${CURRENCY_KEPT_ATTRIBUTE}] &:empty`]: { display: 'block' } }}>
            <Approximate baht={dayPrice} />
          </Box>
        )}
        {/* Its own line, pulled up to the day price: the Studio preview marks the line after the name as the day price. */}
        {longRates.length > 0 && <Text mt="-3" fontSize="sm" fontWeight="semibold" color="gray.700"><PhraseList phrases={longRates} /></Text>}
        {inSeason && <Text mt="-3" fontSize="sm" color="gray.700">{inSeason}</Text>}
        <BikeSpecs bike={bike} />
        <HStack as="ul" listStyleType="none" wrap="wrap" gap="1.5">
          {(content.bikeFeatures[bike.id] ?? []).map((feature, index) => (
            <Box as="li" key={index} fontSize="xs" fontWeight="medium" color="sea.800" bg="sea.50"
              borderWidth="1px" borderColor="sea.200" borderRadius="full" px="2.5" py="0.5"
            >
              {feature}
            </Box>
          ))}
        </HStack>
        {/* Paid at pickup and returned: never part of the price above. */}
        {bike.deposit > 0 && <Text fontSize="sm" color="gray.700">{t('bike.deposit', { amount: intl.formatNumber(bike.deposit) })}</Text>}
      </Card.Body>
      <Card.Footer p="5" pt="0">
        <Button colorPalette="brand" w="full" size="lg" borderRadius="xl" fontWeight="bold"
          aria-label={t('bike.bookLabel', { name: bike.name })} disabled={rented} aria-describedby={rented ? badgeId : undefined}
          onClick={() => booking.open(bike.id)} onPointerEnter={booking.preload} onFocus={booking.preload} {...bookButton(bike.id)}
        >
          {t('bike.book')}
        </Button>
      </Card.Footer>
    </Card.Root>
  )
}
