// The route table, shared by the browser router (main.tsx) and, later, the prerenderer.
// No errorElement on purpose: an unhandled render error shows React Router's default screen
// ('Unexpected Application Error!'), as the spec asks.
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
