// The estimate as the visitor reads it, with a long-rental discount configured in the Studio (the seed
// has none): content fixture = the real settings with 10% off from one week and 20% from one month.
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '../../../../tests/render'
import { initialValues } from '../model'
import { PriceEstimate } from './PriceEstimate'

vi.mock('../../../content', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../content')>()
  const discounts: Record<string, number> = { '7-days': 10, '1-month': 20 }
  const rentalPeriods = actual.settings.rentalPeriods.map((p) => ({ ...p, discountPercent: discounts[p.id] ?? null }))
  return { ...actual, settings: { ...actual.settings, rentalPeriods } }
})

const values = { ...initialValues('bmw-r1250gs') }

describe('PriceEstimate with discounts configured', () => {
  it('shows days × price, the discount line and the discounted total', async () => {
    await renderWithProviders(<PriceEstimate values={{ ...values, startDate: '2026-12-01', endDate: '2026-12-11' }} />)
    expect(screen.getByText('10 days from Dec 1, 2026 to Dec 11, 2026 (return day not counted)')).toBeInTheDocument()
    expect(screen.getByText('10 days × 1,200 baht = 12,000 baht')).toBeInTheDocument()
    expect(screen.getByText('Long-rental discount 10%: −1,200 baht')).toBeInTheDocument()
    expect(screen.getByText('Estimated total: 10,800 baht')).toBeInTheDocument()
  })

  it('has no discount line below the first discounted period', async () => {
    await renderWithProviders(<PriceEstimate values={{ ...values, rentalPeriod: '3-days' }} />)
    expect(screen.getByText('3 days (rental period)')).toBeInTheDocument()
    expect(screen.getByText('Estimated total: 3,600 baht')).toBeInTheDocument()
    expect(screen.queryByText(/Long-rental discount/)).not.toBeInTheDocument()
  })

  it('in Thai: Gregorian dates and the discount line translated', async () => {
    await renderWithProviders(<PriceEstimate values={{ ...values, rentalPeriod: '1-month', startDate: '2026-12-01', endDate: '2026-12-31' }} />, { locale: 'th' })
    expect(screen.getByText('30 วัน ตั้งแต่ 1 ธ.ค. 2026 ถึง 31 ธ.ค. 2026 (ไม่นับวันคืนรถ)')).toBeInTheDocument()
    expect(screen.getByText('ส่วนลดเช่ายาว 20%: −7,200 บาท')).toBeInTheDocument()
    expect(screen.getByText('ราคารวมโดยประมาณ: 28,800 บาท')).toBeInTheDocument()
  })
})
