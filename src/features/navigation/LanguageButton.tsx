// The language switch's button: the current language's flag and name. Shared by the light button
// the page starts with and the real menu's trigger, so swapping one for the other changes nothing visible.
import { Box, Button, VisuallyHidden, type ButtonProps } from '@chakra-ui/react'
import { useLocale } from '../../shared/locale/LocaleContext'
import { htmlLang } from '../../i18n/locales'
import { labelledParts } from '../../shared/locale/labelled'
import { useT } from '../../shared/locale/useT'
import { Flag } from './Flag'

export function LanguageButton(props: ButtonProps) {
  const t = useT()
  const { locale } = useLocale()
  const [before, after] = labelledParts(t, t('nav.language'))
  return (
    <Button variant="outline" size="sm" borderRadius="full" px={{ base: '2', sm: '3' }} gap={{ base: '1', sm: '2' }}
      bg="white" flexShrink={0} {...props}
    >
      <Flag locale={locale} />
      {/* 'Language: English' for screen readers, punctuated as the language does ('语言：中文'). */}
      <VisuallyHidden>{before}</VisuallyHidden>
      {/* On phones the flag alone shows; the name stays for screen readers. */}
      <Box as="span" lang={htmlLang[locale]} srOnly={{ base: true, sm: false }}>
        {t(`lang.${locale}`)}
      </Box>
      {/* Always there, empty in most languages: the page's elements never depend on a text. */}
      <VisuallyHidden>{after}</VisuallyHidden>
      {/* Not on phones: the bordered flag reads as a button, and the bar needs the room. */}
      <Box as="span" display={{ base: 'none', sm: 'inline-flex' }}>
        <Chevron />
      </Box>
    </Button>
  )
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}
