// Any path other than /: says so, offers the way home, and logs the path so broken links get noticed.
import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect } from 'react'
import { SiteLink } from '../../shared/navigation/SiteLink'
import { useSiteLocation } from '../../shared/navigation/navigation'
import { useT } from '../../shared/locale/useT'

export default function NotFoundPage() {
  const t = useT()
  const { pathname } = useSiteLocation()

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])

  return (
    <Container maxW="2xl" py={{ base: '20', md: '32' }} px="6">
      <Stack align="center" textAlign="center" gap="5">
        <Text fontSize={{ base: '7xl', md: '8xl' }} fontWeight="black" lineHeight="1" color="sea.700" letterSpacing="tight">
          {t('notFound.code')}
        </Text>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} lineHeight="1.3" color="gray.900">
          {t('notFound.title')}
        </Heading>
        <Button asChild colorPalette="brand" size="lg" borderRadius="full" px="8" mt="2">
          <SiteLink to="/">{t('notFound.home')}</SiteLink>
        </Button>
      </Stack>
    </Container>
  )
}
