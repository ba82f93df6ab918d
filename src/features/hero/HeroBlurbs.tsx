// The three promises under the hero (delivery, insurance, fuel), as glass cards on the dark hero.
import { Box, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { FuelIcon, ShieldIcon, TruckIcon } from '../../components/ui/icons'
import { useT } from '../../shared/locale/useT'

const blurbs = [
  { icon: TruckIcon, title: 'hero.blurb.delivery.title', text: 'hero.blurb.delivery.text' },
  { icon: ShieldIcon, title: 'hero.blurb.insurance.title', text: 'hero.blurb.insurance.text' },
  { icon: FuelIcon, title: 'hero.blurb.fuel.title', text: 'hero.blurb.fuel.text' },
] as const

export function HeroBlurbs() {
  const t = useT()
  return (
    <Container maxW="6xl" px={{ base: '5', md: '6' }} mt={{ base: '12', md: '16' }}>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '6' }}>
        {blurbs.map(({ icon: Icon, title, text }) => (
          <Box as="li" key={title} display="flex" gap="4" p={{ base: '4', md: '6' }} borderRadius="2xl"
            bg="whiteAlpha.100" borderWidth="1px" borderColor="whiteAlpha.200" backdropFilter="blur(6px)"
          >
            <Box flexShrink={0} display="inline-flex" alignItems="center" justifyContent="center" boxSize="11"
              borderRadius="xl" bg="brand.600" color="white"
            >
              <Icon boxSize="5" />
            </Box>
            <Box minW="0">
              <Heading as="h2" fontSize="lg" fontWeight="bold" lineHeight="1.3" mb="1">
                {t(title)}
              </Heading>
              <Text color="whiteAlpha.800" fontSize="sm">
                {t(text)}
              </Text>
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Container>
  )
}
