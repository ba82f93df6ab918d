// Everything the pages need around them: the Chakra system, the language, the currency of the
// approximate prices and the booking modal.
// Rendering only, no browser globals: the same tree is prerendered on the server.
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LocaleProvider, type LoadedLocale } from '../shared/locale/LocaleProvider'
import { CurrencyProvider } from '../shared/currency/CurrencyProvider'
import { BookingDialogProvider } from './booking/BookingDialogProvider'
import { system } from './system'

/** `initial`: the language to render first, with its texts (the prerendered one when hydrating). */
export function AppProviders({ initial, children }: { initial: LoadedLocale; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider initial={initial}>
        <CurrencyProvider>
          <BookingDialogProvider>{children}</BookingDialogProvider>
        </CurrencyProvider>
      </LocaleProvider>
    </ChakraProvider>
  )
}
