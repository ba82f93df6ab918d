// Component-test render helper: the app's Chakra system and react-intl with the real snapshot
// messages, as the app shell and the booking form provide them. A missing message fails the test instead of showing a key.
import type { ReactElement } from 'react'
import { ChakraProvider } from '@chakra-ui/react'
import { IntlProvider } from 'react-intl'
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { system } from '../src/app/system'
import { loadLanguage } from '../src/content'
import { bookingFormMessages } from '../src/content/bookingMessages'
import type { Locale } from '../src/i18n/locales'

// Chakra's Select scrolls its list to the top on open; jsdom has no Element.scrollTo.
Element.prototype.scrollTo ??= function scrollTo() {}

export type RenderWithProviders = RenderResult & { user: UserEvent }

export async function renderWithProviders(ui: ReactElement, { locale = 'en' as Locale } = {}): Promise<RenderWithProviders> {
  // Both sets, as inside the booking form (BookingMessages.tsx): components are tested one by one.
  const messages = { ...(await loadLanguage(locale)).messages, ...bookingFormMessages[locale] }
  const user = userEvent.setup()
  const result = render(
    <ChakraProvider value={system}>
      <IntlProvider
        locale={locale}
        defaultLocale="en"
        messages={messages}
        onError={(error) => {
          throw error
        }}
      >
        {ui}
      </IntlProvider>
    </ChakraProvider>,
  )
  return { ...result, user }
}
