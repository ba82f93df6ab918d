// The route table, shared by the browser (main.tsx), the prerenderer (entry-server.tsx) and tests,
// all through AppRoutes, whose boundary shows the spec's error screen ('Unexpected Application Error!').
import type { RouteObject } from 'react-router-dom'
import NotFoundPage from '../../features/not-found/NotFoundPage'
import { Layout } from '../layout/Layout'
import HomePage from './HomePage'

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]
