// The language switch. The page starts with a plain button (the menu's code is ~28 KB gzip the
// first screen does not need); hovering or focusing it starts loading the real menu, pressing it
// shows the menu open. After that first press the real menu stays.
import { lazy, Suspense, useState } from 'react'
import { loadLanguage } from '../../content'
import { loadTerms } from '../../content/terms'
import { loadIslands } from '../../lib/deferredIsland'
import { locales } from '../../i18n/locales'
import { sharedImport } from '../../lib/sharedImport'
import { LanguageButton } from './LanguageButton'

// One download shared by preload and lazy(); forgotten after a failure so the next press retries.
const loadPopup = sharedImport(() => import('./LanguageMenuPopup'))
// Reaching for the menu also fetches what a switch waits for (every language's texts, the rental
// terms and the islands: a few KB), so choosing a language changes the page without a download in between.
const preload = () => {
  void loadPopup().catch(() => undefined)
  for (const locale of locales) void loadLanguage(locale).catch(() => undefined)
  void loadTerms().catch(() => undefined)
  void loadIslands()
}
const LanguageMenuPopup = lazy(loadPopup)

export function LanguageMenu() {
  const [pressed, setPressed] = useState<{ byKeyboard: boolean } | null>(null)
  const lightButton = (
    <LanguageButton aria-haspopup="menu" aria-expanded={false} onPointerEnter={preload} onFocus={preload}
      // detail 0: the click came from Enter or Space, not from a pointer.
      onClick={(event) => {
        preload()
        setPressed({ byKeyboard: event.detail === 0 })
      }}
    />
  )
  if (!pressed) return lightButton
  return (
    <Suspense fallback={lightButton}>
      <LanguageMenuPopup byKeyboard={pressed.byKeyboard} />
    </Suspense>
  )
}
