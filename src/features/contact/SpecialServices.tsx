// The Special Services panel: the three extras every rental includes.
import { Box, Heading, SimpleGrid } from '@chakra-ui/react'
import { FuelIcon, ShieldIcon, TruckIcon } from '../../components/ui/icons'
import { useT } from '../../shared/locale/useT'

const services = [
  { icon: TruckIcon, text: 'services.delivery' },
  { icon: ShieldIcon, text: 'services.insurance' },
  { icon: FuelIcon, text: 'services.fuel' },
] as const

export function SpecialServices() {
  const t = useT()
  return (
    <Box mt={{ base: '10', md: '14' }} p={{ base: '6', md: '10' }} borderRadius="3xl" color="white"
      bgImage="linear-gradient(135deg, #062a33 0%, #115e59 100%)"
    >
      <Heading as="h3" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" lineHeight="1.2" mb="6">
        {t('services.title')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap="4">
        {services.map(({ icon: Icon, text }) => (
          <Box as="li" key={text} display="flex" alignItems="center" gap="3" fontWeight="semibold">
            <Box as="span" display="inline-flex" p="2.5" borderRadius="lg" bg="brand.600" flexShrink={0}>
              <Icon boxSize="5" />
            </Box>
            {t(text)}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  )
}
