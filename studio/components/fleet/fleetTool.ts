// The fleet view as a Studio tool ("Fleet" beside Structure and Preview), with its first day in the
// address (/fleet/2026-12-01), so a week can be bookmarked or sent, and the view paged by weeks.
import {lazy} from 'react'
import {ThListIcon} from '@sanity/icons'
import {route} from 'sanity/router'
import type {Tool} from 'sanity'

export const fleetTool: Tool = {
  name: 'fleet',
  title: 'Fleet',
  icon: ThListIcon,
  component: lazy(() => import('./FleetView')),
  router: route.create('/', [route.create('/:from')]),
}
