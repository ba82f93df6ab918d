// The sticky top bar: brand (logo slot filled by the app), section links and the language menu.
import { Box, Container, Flex, HStack, Link } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { SiteLink } from '../../shared/navigation/SiteLink'
import { sectionIds } from '../../shared/sections'
import { useT } from '../../shared/locale/useT'
import { LanguageMenu } from './LanguageMenu'

const entries = [
  { id: sectionIds.home, label: 'nav.home' },
  { id: sectionIds.gallery, label: 'nav.gallery' },
  { id: sectionIds.terms, label: 'nav.terms' },
  { id: sectionIds.contact, label: 'nav.contact' },
] as const

export function NavBar({ brand }: { brand: ReactNode }) {
  const t = useT()
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="white/90"
      backdropFilter="saturate(180%) blur(12px)"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Container maxW="6xl" px={{ base: '2', sm: '3', md: '6' }}>
        <Flex h={{ base: '14', md: '16' }} align="center" gap={{ base: '1', md: '6' }}>
          {brand}
          {/* minW 0 + overflow: a longer translation scrolls inside the bar, never widens the page. */}
          <Box as="nav" ms="auto" minW="0" overflowX="auto" py="1" px="0.5" css={{ scrollbarWidth: 'none' }}>
            <HStack as="ul" listStyleType="none" gap={{ base: '0', md: '1' }}>
              {entries.map((entry) => (
                <li key={entry.id}>
                  <Link
                    asChild
                    display="inline-flex"
                    alignItems="center"
                    minH="10"
                    // Four entries, the logo and the language menu share a 390 px phone in every
                    // language (Russian's are the longest: 254 px of text at 13 px).
                    px={{ base: '0.5', sm: '1.5', md: '3' }}
                    borderRadius="md"
                    fontSize={{ base: '0.8125rem', sm: 'sm', md: 'md' }}
                    fontWeight="medium"
                    color="gray.700"
                    whiteSpace="nowrap"
                    _hover={{ color: 'sea.700', bg: 'sea.50', textDecoration: 'none' }}
                  >
                    <SiteLink to={`/#${entry.id}`}>{t(entry.label)}</SiteLink>
                  </Link>
                </li>
              ))}
            </HStack>
          </Box>
          <LanguageMenu />
        </Flex>
      </Container>
    </Box>
  )
}
