// One stable change handler per field, so a memoized field re-renders only when its own props change.
import { useMemo } from 'react'
import type { BookingField, BookingValues } from '../model'

type Setters = Record<BookingField, (value: string) => void>

const fields: Record<BookingField, true> = {
  bike: true, rentalPeriod: true, pickupTime: true, startDate: true, endDate: true,
  name: true, phone: true, email: true, hotel: true, notes: true, delivery: true, extras: true, cover: true,
} satisfies Record<keyof BookingValues, true>

export function useFieldSetters(setField: (field: BookingField, value: string) => void): Setters {
  return useMemo(
    () => Object.fromEntries((Object.keys(fields) as BookingField[]).map((field) => [field, (value: string) => setField(field, value)])) as Setters,
    [setField],
  )
}
