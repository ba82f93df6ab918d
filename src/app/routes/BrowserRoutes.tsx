// Every path but the home document's, in the browser: React Router and the route table, a chunk
// main.tsx loads only off the home page (the 404 page, the owner's /check), so the home page's
// first load carries no router.
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './AppRoutes'

export default function BrowserRoutes() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
