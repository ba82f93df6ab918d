// Everything the pages need around them: the Chakra system, the language and the booking modal.
// Rendering only, no browser globals: the same tree is prerendered on the server.
import { ChakraProvider } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { BookingDialogProvider } from './booking/BookingDialogProvider'
import { system } from './system'

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <LocaleProvider>
        <BookingDialogProvider>{children}</BookingDialogProvider>
      </LocaleProvider>
    </ChakraProvider>
  )
}
