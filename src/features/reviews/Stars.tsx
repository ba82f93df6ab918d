// A rating as five stars, filled to the nearest whole star; screen readers hear the number.
import { HStack } from '@chakra-ui/react'
import { StarIcon } from '../../components/ui/icons'

export function Stars({ rating, label, size = '4' }: { rating: number; label: string; size?: string }) {
  const filled = Math.round(rating)
  return (
    <HStack gap="0.5" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} boxSize={size} color={star <= filled ? 'brand.500' : 'gray.300'} />
      ))}
    </HStack>
  )
}
