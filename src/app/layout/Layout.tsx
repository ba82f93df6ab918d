// The frame of every page: skip link, sticky navigation, main landmark and footer.
import { Box } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { NavBar } from '../../features/navigation/NavBar'
import { Brand } from './Brand'
import { ScrollOnNavigate } from './ScrollOnNavigate'
import { Footer } from './Footer'
import { SkipLink } from './SkipLink'

/** `children`: the page (the home page, or the route table's outlet). */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column" bg="white">
      <SkipLink target="main" />
      <NavBar brand={<Brand />} />
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <Box as="main" id="main" tabIndex={-1} flex="1" outline="none">
        {children}
      </Box>
      <Footer />
      {/* Scrolls to #gallery / #contact when a nav link changes the hash, to the top on a new path. */}
      <ScrollOnNavigate />
    </Box>
  )
}
