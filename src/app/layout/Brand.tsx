// The shop's mark in the navigation: the processed logo (its own lazy chunk) with the shop name
// for screen readers (the logo image already spells the name out for sighted visitors).
import { Box, Link } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import { settings } from '../../content'
import { logoBoxSize } from '../../components/ui/logoSize'

const Logo = lazy(() => import('../../features/logo/Logo'))

export function Brand() {
  return (
    <Link asChild display="inline-flex" alignItems="center" flexShrink={0} borderRadius="md">
      <RouterLink to="/">
        {/* The placeholder has the logo's size, so the bar never shifts when the logo arrives. */}
        <Suspense fallback={<Box {...logoBoxSize()} />}>
          <Logo />
        </Suspense>
        <Box as="span" srOnly>
          {settings.shopName}
        </Box>
      </RouterLink>
    </Link>
  )
}
