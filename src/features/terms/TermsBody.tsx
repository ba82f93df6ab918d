// The terms' list (and on the server their FAQPage JSON-LD) as rendered from the loaded terms: a
// chunk of its own (RentalTerms), since the browser renders it only for another language or a
// page it did not get prerendered. The prerender and a language switch load it with the islands.
import { useLocale } from '../../shared/locale/LocaleContext'
import { TermsList } from '../../shared/terms/TermsList'
import { useRentalTerms } from '../../shared/terms/useRentalTerms'
import { jsonInScript } from '../../lib/jsonInScript'
import { faqJsonLd } from './faqJsonLd'

export default function TermsBody() {
  const { locale } = useLocale()
  const terms = useRentalTerms()
  if (!terms) return null
  return (
    <>
      <TermsList terms={terms} locale={locale} />
      {import.meta.env.SSR && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(faqJsonLd(terms, locale)) }} />}
    </>
  )
}
