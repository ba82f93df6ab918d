// Lets keyboard users jump past the navigation; invisible until it receives focus.
import { Link } from '@chakra-ui/react'
import { useT } from '../../shared/locale/useT'

export function SkipLink({ target }: { target: string }) {
  const t = useT()
  return (
    <Link href={`#${target}`} position="absolute" top="2" left="2" zIndex="skipNav" px="4" py="2"
      bg="white" color="sea.800" fontWeight="semibold" borderRadius="md" boxShadow="md"
      transform="translateY(-200%)" _focus={{ transform: 'none' }}
    >
      {t('nav.skipToContent')}
    </Link>
  )
}
