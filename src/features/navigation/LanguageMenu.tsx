// The language switch: a keyboard-operable Chakra menu of radio items, each language named in
// its own script (and marked with its own lang) so every visitor can find theirs.
import { Box, Button, Menu, Portal, VisuallyHidden } from '@chakra-ui/react'
import { useLocale } from '../../i18n/LocaleContext'
import { isLocale, locales, htmlLang } from '../../i18n/locales'
import { useT } from '../../i18n/useT'
import { Flag } from './Flag'

export function LanguageMenu() {
  const t = useT()
  const { locale, setLocale } = useLocale()

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" borderRadius="full" px={{ base: '2', sm: '3' }} gap={{ base: '1', sm: '2' }}
          bg="white" flexShrink={0}
        >
          <Flag locale={locale} />
          <VisuallyHidden>{t('nav.language')}: </VisuallyHidden>
          {/* On phones the flag alone shows; the name stays for screen readers. */}
          <Box as="span" lang={htmlLang[locale]} srOnly={{ base: true, sm: false }}>
            {t(`lang.${locale}`)}
          </Box>
          <Chevron />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="11rem" borderRadius="lg" boxShadow="lg" p="1">
            <Menu.RadioItemGroup
              value={locale}
              onValueChange={({ value }) => isLocale(value) && void setLocale(value)}
            >
              {locales.map((option) => (
                <Menu.RadioItem key={option} value={option} gap="3" py="2" px="3" cursor="pointer">
                  <Flag locale={option} />
                  <Menu.ItemText lang={htmlLang[option]} flex="1">
                    {t(`lang.${option}`)}
                  </Menu.ItemText>
                  {/* The recipe puts the tick over the item's start, where our flag sits. */}
                  <Menu.ItemIndicator position="static" transform="none" color="sea.700" />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  )
}
