// The shop's mark in the navigation: the processed logo with the shop name for screen readers
// (the logo image already spells the name out for sighted visitors). The logo's code is tiny and
// part of the page, so the prerendered bar hydrates at once; its image still loads after mount.
import { Box, Link } from '@chakra-ui/react'
import { settings } from '../../content'
import Logo from '../../features/logo/Logo'
import { SiteLink } from '../../shared/navigation/SiteLink'

export function Brand() {
  return (
    <Link asChild display="inline-flex" alignItems="center" flexShrink={0} borderRadius="md">
      <SiteLink to="/">
        {/* Logo keeps a box of the logo's size until the image arrives, so the bar never shifts. */}
        <Logo />
        <Box as="span" srOnly>
          {settings.shopName}
        </Box>
      </SiteLink>
    </Link>
  )
}
