// Today as a Studio tool, the first in the bar, so it is what the Studio opens on: the owner's day
// on a phone (today's and tomorrow's handovers, returns, requests waiting for a prepayment).
import {lazy} from 'react'
import {SunIcon} from '@sanity/icons'
import type {Tool} from 'sanity'

export const todayTool: Tool = {
  name: 'today',
  title: 'Today',
  icon: SunIcon,
  component: lazy(() => import('./TodayView')),
}
