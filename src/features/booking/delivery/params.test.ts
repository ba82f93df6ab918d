// Delivery and deposit in the shop's e-mail: the `delivery` and `deposit` parameters, the lines they
// add under price_breakdown, and the spec's twelve parameters unchanged by any choice.
import { describe, expect, it } from 'vitest'
import { initialValues, type BookingValues } from '../model'
import { buildTemplateParams, SPEC_TEMPLATE_KEYS } from '../templateParams'
import { PICKUP } from '../../../../rules/delivery/charge'

const reference = { reference: 'PMR-2611-7KQ2' }
// The seed's areas: Patong free, Kata & Karon 200 baht and free from 3 days, the airport 500 baht.
const base: BookingValues = {
  ...initialValues('honda-pcx'), name: 'Ann Smith', phone: '+44 7700 900123', rentalPeriod: '1-day', pickupTime: '10:00', hotel: 'Kata Palm, room 8',
}
const params = (values: Partial<BookingValues>) => buildTemplateParams({ ...base, ...values }, reference)
const POLICY = 'Documents: We never keep your passport: we take a photo of it and hand it straight back.'

describe('delivery and deposit in the template parameters', () => {
  it('a paid area: its fee among the parts of the one total, and the deposit outside that total', () => {
    const p = params({ delivery: 'airport', rentalPeriod: '3-days' })
    expect(p.delivery).toBe('Delivery to Phuket Airport: 500 THB')
    expect(p.price_breakdown.split('\n')).toEqual([
      '3 days x 250 THB = 750 THB',
      'Cover: Basic cover: included, excess 5,000 THB',
      'Delivery: Phuket Airport: 500 THB',
      // One total: the rental and the delivery fee; the deposit under it and outside it.
      'Total: 1,250 THB for 3 days',
      'Deposit: 3,000 THB, paid at pickup and returned with the bike; not in the total',
      // A rental period without dates: the seed's seasons may change the price.
      'No dates given: season prices may apply (the customer was told so).',
    ])
    expect(p.deposit).toBe(`3,000 THB for the Honda PCX 150, paid at pickup and returned with the bike; not in the estimated total. ${POLICY}`)
    expect(p.price_estimate).toMatch(/= 750 THB for the bike; with extras, cover and delivery, estimated total 1,250 THB/)
  })

  it('an area free from 3 days: its fee for 1 day, nothing from 3 days on', () => {
    expect(params({ delivery: 'kata-karon' }).delivery).toBe('Delivery to Kata & Karon: 200 THB')
    const long = params({ delivery: 'kata-karon', rentalPeriod: '7-days' })
    expect(long.delivery).toBe('Delivery to Kata & Karon: free (rental of 3 days or more; otherwise 200 THB)')
    expect(long.price_breakdown).toContain('Delivery: Kata & Karon: free (rental of 3 days or more; otherwise 200 THB)\nTotal: 1,500 THB for 7 days')
  })

  it('pickup at the shop and no choice at all', () => {
    expect(params({ delivery: PICKUP }).delivery).toBe('Pickup at the shop (free)')
    expect(params({ delivery: PICKUP }).price_breakdown).toContain('Delivery: pickup at the shop, free')
    expect(params({ delivery: '' }).delivery).toMatch(/^Not chosen/)
  })

  it('a bike of 400 cc and more carries its own deposit; no bike, no deposit', () => {
    expect(params({ bike: 'bmw-r1250gs' }).deposit).toMatch(/^5,000 THB for the BMW R1250GS/)
    expect(params({ bike: '' }).deposit).toBe('Not specified (no bike chosen)')
    expect(params({ bike: '' }).price_breakdown).not.toContain('Deposit')
  })

  it('the spec\'s twelve parameters read the same whatever is chosen', () => {
    const spec = (p: Record<string, string>) => Object.fromEntries(SPEC_TEMPLATE_KEYS.map((key) => [key, p[key]]))
    const without = spec(params({ delivery: '' }))
    for (const delivery of [PICKUP, 'patong', 'kata-karon', 'airport']) expect(spec(params({ delivery }))).toEqual(without)
  })
})
