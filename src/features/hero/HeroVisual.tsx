// The hero's photo (wide screens only): the first popular bike, with its price floating over it.
import { Box, Text } from '@chakra-ui/react'
import { ContentPicture } from '../../components/ui/ContentPicture'
import { bikes } from '../../content'
import { StarIcon } from '../../components/ui/icons'
import { useIntl } from 'react-intl'
import { formatRating } from '../../i18n/formatRating'
import { useT } from '../../shared/locale/useT'

export function HeroVisual() {
  const t = useT()
  // ICU prints a bare {price} as 1200; formatted it reads 1,200, and 1 200 in Russian.
  const intl = useIntl()
  const bike = bikes.find((candidate) => candidate.popular) ?? bikes[0]
  if (!bike) return null

  return (
    // Wide screens only: on phones the first screen belongs to the pitch and Book Now.
    <Box position="relative" display={{ base: 'none', lg: 'block' }} aria-hidden="true">
      <Box borderRadius="3xl" overflow="hidden" boxShadow="0 30px 60px -20px rgba(0, 0, 0, 0.6)" bg="sea.900"
        transform="rotate(1.5deg)"
      >
        {/* The first screen's largest image on wide screens: fetched early with high priority.
            Phones never show it and get a blank pixel instead (the media source below lg). */}
        <ContentPicture image={bike.image} alt="" sizes="(min-width: 62em) 560px, 1px" priority hiddenBelow="61.99em"
          display="block" w="full" h="auto" aspectRatio="4 / 3" objectFit="cover"
        />
      </Box>
      <Box position="absolute" left="-6" bottom="8" bg="white" color="gray.900" borderRadius="2xl" px="5" py="3"
        boxShadow="xl"
      >
        <Text fontWeight="bold">{bike.name}</Text>
        <Text display="flex" alignItems="center" gap="2" fontSize="sm" color="gray.700">
          <StarIcon boxSize="4" color="brand.500" /> {formatRating(intl, bike.rating)} · {t('bike.perDay', { price: intl.formatNumber(bike.lowestDayPrice ?? bike.price) })}
        </Text>
      </Box>
    </Box>
  )
}
