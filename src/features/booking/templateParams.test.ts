// The EmailJS template parameters (docs/spec.md §3): exactly twelve keys, English labels, the spec's fallbacks.
import { describe, expect, it } from 'vitest'
import { bikes, settings } from '../../content'
import { initialValues, type BookingValues } from './model'
import { CHECK_PASSED, SPEC_TEMPLATE_KEYS, TEMPLATE_PARAM_KEYS, buildTemplateParams as build, composeSummary, type BookingExtras } from './templateParams'

const extras: BookingExtras = { reference: 'PMR-2611-7KQ2' }
const buildTemplateParams = (values: BookingValues) => build(values, extras)

const complete: BookingValues = {
  bike: 'honda-pcx',
  rentalPeriod: '7-days',
  startDate: '2026-03-14',
  endDate: '2026-03-21',
  pickupTime: '09:00',
  name: '  Ann Smith ',
  phone: '+44 7700 900123',
  email: 'ann@example.com',
  notes: 'Hotel: Patong Beach Resort\nRoom 12',
  hotel: '',
  delivery: '',
  extras: '',
  cover: '',
}
const pcx = bikes.find((bike) => bike.id === 'honda-pcx')!

describe('buildTemplateParams', () => {
  it('maps every field of a complete booking', () => {
    expect(buildTemplateParams(complete)).toEqual({
      to_name: settings.emailToName ?? settings.shopName,
      from_name: 'Ann Smith',
      customer_name: 'Ann Smith',
      customer_phone: '+44 7700 900123',
      customer_phone_dial: '+447700900123',
      customer_email: 'ann@example.com',
      selected_bike: pcx.name,
      rental_period: '1 Week',
      start_date: '2026-03-14',
      end_date: '2026-03-21',
      pickup_time: '9:00 AM',
      additional_notes: 'Hotel: Patong Beach Resort\nRoom 12',
      message: [
        `Bike: ${pcx.name}`,
        'Rental period: 1 Week',
        'Start date: 2026-03-14',
        'Return date: 2026-03-21',
        'Pickup time: 9:00 AM',
        'Notes: Hotel: Patong Beach Resort\nRoom 12',
        // No extra, and the cover every bike comes with (the seed's Basic cover).
        'Extras: None',
        'Cover: Basic cover: included, excess 5,000 THB (the default)',
        // The seed asks the first day in advance: 250 baht for the PCX in March.
        'Prepayment asked: 250 THB by PromptPay, PMR-2611-7KQ2 in the note (not paid yet)',
      ].join('\n'),
      booking_reference: 'PMR-2611-7KQ2',
      price_estimate: '7 days (from 2026-03-14 to 2026-03-21, return day not counted): 1 week x 1,500 THB = 1,500 THB; estimated total 1,500 THB (estimate shown to the customer, not a quote)',
      // A receipt: the bike's row, the other parts, one total, the deposit outside it, then the return and the rule.
      price_breakdown: [
        '1 week x 1,500 THB (7 days) = 1,500 THB',
        'Cover: Basic cover: included, excess 5,000 THB',
        'Delivery: not chosen',
        'Total: 1,500 THB for 7 days',
        'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
        'Due back: 2026-03-21 at 9:00 AM (Phuket time)',
        'Rule: the cheapest mix of months (to the same date of the next month, from the 29th to the 31st to the last day of a shorter month, at least 30 days), weeks (7 days) and days for the whole rental; at the day price it would be 1,750 THB.',
      ].join('\n'),
      hotel_room: 'Not specified',
      booking_check: CHECK_PASSED,
      booking_revision: 'First e-mail for this booking',
      delivery: 'Not chosen: ask the customer whether to deliver or to meet at the shop',
      deposit: `3,000 THB for the ${pcx.name}, paid at pickup and returned with the bike; not in the estimated total. Documents: We never keep your passport: we take a photo of it and hand it straight back.`,
      extras: 'None',
      cover: 'Basic cover: included, excess 5,000 THB (the default)',
      // {"bike":"honda-pcx","from":"2026-03-14","to":"2026-03-21","reference":"PMR-2611-7KQ2","start":"2026-03-14","end":"2026-03-21",
      // "period":"7-days","time":"09:00"}: the request's one code, for the check page and the Studio link (rules/bookingCode.ts).
      rental_payload: 'eyJiaWtlIjoiaG9uZGEtcGN4IiwiZnJvbSI6IjIwMjYtMDMtMTQiLCJ0byI6IjIwMjYtMDMtMjEiLCJyZWZlcmVuY2UiOiJQTVItMjYxMS03S1EyIiwic3RhcnQiOiIyMDI2LTAzLTE0IiwiZW5kIjoiMjAyNi0wMy0yMSIsInBlcmlvZCI6IjctZGF5cyIsInRpbWUiOiIwOTowMCJ9',
      // No confirmation asked for here (confirmation.test.ts builds one).
      reply_to: '', reply_language: '', reply_subject: '', reply_greeting: '', reply_summary: '', reply_next_steps: '', reply_contact: '', reply_phone: '', reply_phone_dial: '', reply_whatsapp: '', reply_prepayment: '',
      prepayment: "250 THB asked by PromptPay to hold the bike (the first day's price), with PMR-2611-7KQ2 in the transfer's note. Not paid yet: the customer sends the slip; confirm the booking only when your bank shows the money.",
    })
  })

  it('marks a booking whose hidden anti-bot field was filled as doubtful, and still sends all of it', () => {
    const params = build(complete, { ...extras, doubtful: true })
    expect(params.booking_check).toMatch(/^Doubtful: a field people never see was filled in/)
    expect(params.customer_name).toBe(buildTemplateParams(complete).customer_name)
  })

  it('sends the hotel and room, and an estimate from the period when there are no dates', () => {
    const params = buildTemplateParams({ ...complete, startDate: '', endDate: '', rentalPeriod: '3-days', hotel: ' Patong Beach Hotel, room 312 ' })
    expect(params.hotel_room).toBe('Patong Beach Hotel, room 312')
    expect(params.price_estimate).toMatch(/^3 days \(from the rental period\) x 250 THB = 750 THB; estimated total 750 THB/)
    expect(buildTemplateParams({ ...complete, bike: '' }).price_estimate).toMatch(/^Not specified/)
    expect(buildTemplateParams({ ...complete, bike: '' }).price_breakdown).toMatch(/^Not specified/)
  })

  it('prices a month of a bike with a month price at that price, in both price parameters', () => {
    const params = buildTemplateParams({ ...complete, rentalPeriod: '1-month', startDate: '', endDate: '' })
    expect(params.price_estimate).toMatch(/^1 month \(from the rental period\): 1 month x 5,500 THB = 5,500 THB; estimated total 5,500 THB/)
    expect(params.price_breakdown.split('\n').slice(0, 4)).toEqual(['1 month x 5,500 THB (30 days) = 5,500 THB', 'Cover: Basic cover: included, excess 5,000 THB', 'Delivery: not chosen', 'Total: 5,500 THB for 1 month'])
  })

  it("sends 'Not specified' for an empty email and 'None' for empty notes", () => {
    const params = buildTemplateParams({ ...complete, email: ' ', notes: '' })
    expect(params.customer_email).toBe('Not specified')
    expect(params.additional_notes).toBe('None')
    expect(params.message).toContain('Notes: None')
  })

  it('leaves the optional choices empty and says so in the summary', () => {
    const nmax = bikes.find((bike) => bike.id === 'yamaha-nmax')!
    const params = buildTemplateParams({ ...initialValues('yamaha-nmax'), name: 'Li', phone: '1' })
    expect(params).toMatchObject({ rental_period: '', start_date: '', end_date: '', pickup_time: '' })
    expect(params.message).toBe(
      [`Bike: ${nmax.name}`, 'Rental period: Not specified', 'Start date: Not specified',
        'Return date: Not specified', 'Pickup time: Not specified', 'Notes: None',
        'Extras: None', 'Cover: Basic cover: included, excess 5,000 THB (the default)'].join('\n'),
    )
  })

  it.each([
    ['1-day', '1 Day'],
    ['3-days', '3 Days'],
    ['7-days', '1 Week'],
    ['1-month', '1 Month'],
    ['3-months', '3 Months'],
    ['6-months', '6 Months'],
  ])('labels the period %s as %s', (id, label) => {
    expect(buildTemplateParams({ ...complete, rentalPeriod: id, endDate: '' }).rental_period).toBe(label)
  })

  it('labels every bike by its name', () => {
    for (const bike of bikes) expect(buildTemplateParams({ ...complete, bike: bike.id }).selected_bike).toBe(bike.name)
  })

  // The UI language never reaches the parameters: a booking made in zh or th reads the same to the
  // shop, and what the visitor typed in their own script is passed through untouched.
  it.each([
    ['en', 'Ann Smith', 'Near the night market'],
    ['zh', '王小明', '请送到芭东海滩酒店'],
    ['th', 'สมชาย ใจดี', 'ส่งที่โรงแรมป่าตอง'],
  ])('keeps English labels and the visitor text for a %s visitor', (_locale, name, notes) => {
    const params = buildTemplateParams({ ...complete, name, notes })
    expect(params).toMatchObject({ customer_name: name, from_name: name, additional_notes: notes, rental_period: '1 Week', pickup_time: '9:00 AM' })
    expect(params.message).toContain(`Notes: ${notes}`)
  })

  it('sends the twelve spec keys plus the allow-listed extras, all strings', () => {
    expect([...SPEC_TEMPLATE_KEYS].sort()).toEqual(
      ['additional_notes', 'customer_email', 'customer_name', 'customer_phone', 'end_date', 'from_name', 'message',
        'pickup_time', 'rental_period', 'selected_bike', 'start_date', 'to_name'],
    )
    const params = buildTemplateParams(complete)
    expect(Object.keys(params).sort()).toEqual([...TEMPLATE_PARAM_KEYS].sort())
    expect(TEMPLATE_PARAM_KEYS).toEqual(expect.arrayContaining(['booking_reference', 'price_estimate', 'hotel_room']))
    for (const value of Object.values(params)) expect(typeof value).toBe('string')
  })
})

describe('composeSummary', () => {
  it('lists bike, period, start, return, pickup time and notes in that order', () => {
    const lines = composeSummary(buildTemplateParams(complete)).split('\n').map((line) => line.split(':')[0])
    expect(lines.slice(0, 6)).toEqual(['Bike', 'Rental period', 'Start date', 'Return date', 'Pickup time', 'Notes'])
  })
})
