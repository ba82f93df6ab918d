// The route table of every path but the home document's (which main.tsx hydrates as HomeApp, no
// router), through AppRoutes, whose boundary shows the spec's error screen ('Unexpected Application
// Error!'): the browser's off the home page (BrowserRoutes.tsx), the prerenderer's and tests'.
// /check is the owner's check of a booking e-mail: its own chunk, loaded only on that path (no host
// knows the path, so it is served as the not-found document, as any path but / is), and outside
// the visitor's layout.
import { lazy, Suspense } from 'react'
import { Outlet, type RouteObject } from 'react-router-dom'
import NotFoundPage from '../../features/not-found/NotFoundPage'
import { Layout } from '../layout/Layout'
import HomePage from './HomePage'

const CheckPage = lazy(() => import('../../features/booking/check/CheckPage'))

export const routes: RouteObject[] = [
  {
    path: '/check',
    element: (
      <Suspense fallback={<p lang="en">Checking the request…</p>}>
        <CheckPage />
      </Suspense>
    ),
  },
  {
    path: '/',
    element: (
      <Layout>
        <Outlet />
      </Layout>
    ),
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
