// The real language menu (Chakra Menu: keyboard-operable radio items, each language named in its
// own script and marked with its own lang). Its own chunk, loaded on the first hover, focus or press
// of the language button, and mounted already open, because that press is what asked for it.
import { Menu, Portal } from '@chakra-ui/react'
import { useLocale } from '../../shared/locale/LocaleContext'
import { isLocale, locales, htmlLang } from '../../i18n/locales'
import { useT } from '../../shared/locale/useT'
import { Flag } from './Flag'
import { LanguageButton } from './LanguageButton'

/** `byKeyboard`: opened with Enter or Space, so the first item is highlighted as a menu button's keyboard opening does. */
export default function LanguageMenuPopup({ byKeyboard }: { byKeyboard: boolean }) {
  const t = useT()
  const { locale, setLocale } = useLocale()

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit defaultOpen
      defaultHighlightedValue={byKeyboard ? locales[0] : null}
    >
      <Menu.Trigger asChild>
        <LanguageButton />
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
