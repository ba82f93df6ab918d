// The one real page: the sections in reading order (navigation sits in the layout around it). A
// request kept on this device comes first, for the visitor who sent it (empty in the prerendered page).
import { KeptSlot } from '../../features/booking/kept/KeptSlot'
import { Contact } from '../../features/contact/Contact'
import { Gallery } from '../../features/gallery/Gallery'
import { Hero } from '../../features/hero/Hero'
import { Reviews } from '../../features/reviews/Reviews'
import { RentalTerms } from '../../features/terms/RentalTerms'

export default function HomePage() {
  return (
    <>
      <KeptSlot />
      <Hero />
      <Gallery />
      <Reviews />
      <RentalTerms />
      <Contact />
    </>
  )
}
