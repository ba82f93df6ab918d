// The EmailJS template parameters of SPEC §3, exactly these twelve keys. Always English: the shop
// reads the e-mail, whatever language the visitor booked in; only what the visitor typed is theirs.
import { englishMessages, findBike, settings, type MessageKey } from '../../content'
import { formatSlot, type BookingValues } from './model'

export type BookingTemplateParams = {
  to_name: string
  from_name: string
  customer_name: string
  customer_phone: string
  customer_email: string
  selected_bike: string
  rental_period: string
  start_date: string
  end_date: string
  pickup_time: string
  additional_notes: string
  message: string
}

/** Where names and labels come from; tests can pass their own. */
export type ParamsSource = {
  toName: string
  bikeName: (id: string) => string
  periodLabel: (id: string) => string
}

export const contentSource: ParamsSource = {
  toName: settings.emailToName ?? settings.shopName,
  bikeName: (id) => findBike(id)?.name ?? id,
  periodLabel: (id) => englishMessages[`booking.period.${id}` as MessageKey] ?? id,
}

const NOT_SPECIFIED = 'Not specified'

/** The plain-text summary in `message`: bike, period, dates, pickup time and notes, one per line. */
export function composeSummary(p: Omit<BookingTemplateParams, 'message'>): string {
  const line = (label: string, value: string) => `${label}: ${value || NOT_SPECIFIED}`
  return [
    line('Bike', p.selected_bike),
    line('Rental period', p.rental_period),
    line('Start date', p.start_date),
    line('Return date', p.end_date),
    line('Pickup time', p.pickup_time),
    line('Notes', p.additional_notes),
  ].join('\n')
}

export function buildTemplateParams(values: BookingValues, source: ParamsSource = contentSource): BookingTemplateParams {
  const name = values.name.trim()
  const fields = {
    to_name: source.toName,
    from_name: name,
    customer_name: name,
    customer_phone: values.phone.trim(),
    customer_email: values.email.trim() || NOT_SPECIFIED,
    selected_bike: values.bike ? source.bikeName(values.bike) : '',
    rental_period: values.rentalPeriod ? source.periodLabel(values.rentalPeriod) : '',
    start_date: values.startDate,
    end_date: values.endDate,
    pickup_time: values.pickupTime ? formatSlot(values.pickupTime) : '',
    additional_notes: values.notes.trim() || 'None',
  }
  return { ...fields, message: composeSummary(fields) }
}
