// The site's router: what a two-page site needs of one (the home page and the not-found page), in
// ~1 KB gzip of the first load where React Router's declarative router took ~12 KB
// (docs/decisions/small-javascript.md).
export { Link } from './Link'
export { createPath, parsePath, type Location, type To } from './location'
export { Outlet, useRoutes, matchRoutes, type RouteObject } from './routes'
export { BrowserRouter, MemoryRouter, StaticRouter, useLocation, useNavigate, type Navigate } from './routers'
