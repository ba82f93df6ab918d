// The one real page: the sections in reading order (navigation sits in the layout around it).
import { Contact } from '../../features/contact/Contact'
import { Gallery } from '../../features/gallery/Gallery'
import { Hero } from '../../features/hero/Hero'
import { Reviews } from '../../features/reviews/Reviews'
import { RentalTerms } from '../../features/terms/RentalTerms'

export default function HomePage() {
  return (
    <>
      <Hero />
      <Gallery />
      <Reviews />
      <RentalTerms />
      <Contact />
    </>
  )
}
