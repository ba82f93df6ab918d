// Blocks far below the fold (the contact section, the footer) skip style and layout until they near
// the viewport (content-visibility: auto). The prerendered page is ~4,500 px tall on a phone and the
// browser styled and laid out all of it before the first paint; the contact section is a third of it.
// Skipped content stays in the accessibility tree and in find-in-page.
//
// Only blocks with nothing but the page's end after them: a placeholder height above a jump target
// moves the target (the gallery cards tried this, and a jump to #contact landed 30-45 px low).
// The placeholder heights are the blocks' measured content heights, without their own padding (which
// the browser adds), on a phone, a tablet and a desktop: the page's length and the scrollbar are then
// right before a block is ever drawn (site.spec.ts checks), and `auto` keeps the real height once
// it has been.
type Heights = { base: number; md?: number; lg?: number }

export function skipWhileOffscreen({ base, md, lg }: Heights) {
  const size = (px: number) => `auto ${px}px`
  return {
    contentVisibility: 'auto',
    containIntrinsicSize: { base: size(base), ...(md && { md: size(md) }), ...(lg && { lg: size(lg) }) },
  } as const
}
