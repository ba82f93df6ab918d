// The fields of a booking request (docs/spec.md §3), in the visitor's language.
import { memo, useMemo, type ReactNode } from 'react'
import { GridItem, SimpleGrid } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { bikes, settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import type { MessageKey } from '../../content'
import { suggestedReturn } from '../../../rules/periods'
import { formatDate } from './dates'
import { deliveryOptions } from './delivery/visitorText'
import { deliversTo } from '../../../rules/delivery/needsPlace'
import { FORM_DELIVERY_AREAS_ATTRIBUTE } from '../../shared/prerenderedForm'
import { delivery } from '../../content/delivery'
import { useIntlLocale } from './useVisitorLanguage'
import { formatSlotTime } from './dates'
import type { BookingField, BookingValues } from './model'
import { useFieldSetters } from './fields/useFieldSetters'
import { SelectField } from './fields/SelectField'
import { TextField } from './fields/TextField'

const noErrors: Partial<Record<BookingField, string>> = {}

type Props = {
  values: BookingValues
  setField: (field: BookingField, value: string) => void
  /** Messages by field: over its length limit, or required and left blank at a Send. */
  errors?: Partial<Record<BookingField, string>>
  /** The prerendered form: each required field carries its message, hidden until a Send (FieldError.tsx). */
  prerendered?: boolean
  /** Bikes out on the visitor's days, each with its last booked day: listed, but not to be chosen. */
  booked?: ReadonlyMap<string, string>
  /** Shown under the dates (what the rental book and the booking rules say of them). */
  afterDates?: ReactNode
}

const noneBooked: ReadonlyMap<string, string> = new Map()

// Memoized, as each field: showing or hiding the form (and any change elsewhere in it) re-renders
// only the fields whose value, text or error changed, which keeps an open of the form quick.
export const BookingFields = memo(function BookingFields({ values, setField, errors = noErrors, booked = noneBooked, afterDates, prerendered }: Props) {
  const t = useT()
  const { formatNumber } = useIntl()
  const locale = useIntlLocale()
  // Prices as the gallery cards show them ('from 1,200 baht / day').
  const bikeOptions = useMemo(
    // A rented bike stays listed (its name is known) but cannot be chosen, as its card's Book button.
    () => bikes.map((bike) => {
      const until = booked.get(bike.id)
      return {
        value: bike.id,
        label: bike.name,
        detail: bike.available === false ? t('bike.unavailable')
          : until ? t('booking.availability.bookedUntil', { date: formatDate(until, locale) })
          : t('bike.perDay', { price: formatNumber(bike.lowestDayPrice ?? bike.price) }),
        disabled: bike.available === false || until !== undefined,
      }
    }),
    [t, formatNumber, booked, locale],
  )
  const periodOptions = useMemo(
    () => settings.rentalPeriods.map(({ id }) => ({ value: id, label: t(`booking.period.${id}` as MessageKey) })),
    [t],
  )
  const deliveryChoices = useMemo(() => deliveryOptions({ t, formatNumber, locale }), [t, formatNumber, locale])
  // '9:00 AM' in English (the spec's AM/PM), '9:00' or '13:00' where the language writes 24-hour times.
  const slotOptions = useMemo(() => settings.pickupSlots.map((slot) => ({ value: slot, label: formatSlotTime(slot, locale) })), [locale])
  const suggested = values.endDate !== '' && values.endDate === suggestedReturn(values, settings.rentalPeriods)
  const onChange = useFieldSetters(setField)
  const delivering = deliversTo(values.delivery, delivery.areas)
  const bind = (field: BookingField) => ({ name: field, value: values[field], onChange: onChange[field] })
  // The required fields' message, for the inline loader to show (the app's form sets `errors`).
  const required = { required: true, prerenderedMessage: prerendered ? t('booking.fieldRequired') : undefined }

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <GridItem colSpan={{ md: 2 }}>
        <SelectField {...bind('bike')} label={t('booking.bike')} placeholder={t('booking.bikePlaceholder')} options={bikeOptions} error={errors.bike} {...required} />
      </GridItem>
      {/* The date before the time; the period, when chosen, sets the return date under it (../estimate/suggestReturn.ts). */}
      <TextField {...bind('startDate')} error={errors.startDate} type="date" label={t('booking.startDate')} />
      <SelectField {...bind('pickupTime')} label={t('booking.pickupTime')} placeholder={t('booking.pickupTimePlaceholder')} options={slotOptions} />
      <SelectField {...bind('rentalPeriod')} label={t('booking.rentalPeriod')} placeholder={t('booking.rentalPeriodPlaceholder')} options={periodOptions} />
      <TextField {...bind('endDate')} error={errors.endDate} type="date" label={t('booking.endDate')} hint={suggested ? t('booking.endDateSuggested') : undefined} />
      {afterDates && <GridItem colSpan={{ md: 2 }}>{afterDates}</GridItem>}
      <TextField {...bind('name')} error={errors.name} label={t('booking.name')} placeholder={t('booking.namePlaceholder')} autoComplete="name" {...required} />
      <TextField {...bind('phone')} error={errors.phone} type="tel" label={t('booking.phone')} placeholder={t('booking.phonePlaceholder')} autoComplete="tel" {...required} />
      <GridItem colSpan={{ md: 2 }}>
        <TextField {...bind('email')} error={errors.email} type="email" label={t('booking.email')} placeholder={t('booking.emailPlaceholder')} autoComplete="email" />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <SelectField {...bind('delivery')} label={t('booking.delivery')} placeholder={t('booking.deliveryPlaceholder')} options={deliveryChoices} />
      </GridItem>
      {/* The prerendered form's loader learns here which choices deliver (it has no content). */}
      <GridItem colSpan={{ md: 2 }} {...(prerendered ? { [FORM_DELIVERY_AREAS_ATTRIBUTE]: deliveryChoices.map((choice) => choice.value).filter((choice) => deliversTo(choice, delivery.areas)).join(' ') } : {})}>
        {/* Required once a delivery area is chosen: the place to bring the bike to. */}
        <TextField
          {...bind('hotel')} error={errors.hotel} label={t(delivering ? 'booking.hotelForDelivery' : 'booking.hotel')} placeholder={t('booking.hotelPlaceholder')} autoComplete="off" required={delivering}
          prerenderedMessage={prerendered ? t('booking.hotelRequired') : undefined}
        />
      </GridItem>
      <GridItem colSpan={{ md: 2 }}>
        <TextField {...bind('notes')} error={errors.notes} multiline label={t('booking.notes')} placeholder={t('booking.notesPlaceholder')} />
      </GridItem>
    </SimpleGrid>
  )
})
