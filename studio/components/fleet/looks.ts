// The fleet view's backgrounds: translucent, so they read on the Studio's light and dark themes.
import type {CSSProperties} from 'react'

export const SEASON_LOOK: CSSProperties = {background: 'rgba(245, 158, 11, 0.22)'}
export const CLOSED_LOOK: CSSProperties = {
  background: 'repeating-linear-gradient(135deg, rgba(120, 120, 120, 0.35) 0 4px, transparent 4px 8px)',
}
export const TODAY_EDGE: CSSProperties = {boxShadow: 'inset 2px 0 0 #e5484d'}

export const DAY_WIDTH = 36
export const NAME_WIDTH = 96
export const ROW_HEIGHT = 44
