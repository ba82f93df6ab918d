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
//
// `md: 'drawn'`: from md to lg the block is always drawn, where its height differs too much between
// the languages for one placeholder (a tablet's two columns wrap some languages' lines and not
// others'), so the scrollbar never jumps there; phones and desktops still skip it.
type Heights = { base: number; md?: number | 'drawn'; lg?: number }

export function skipWhileOffscreen({ base, md, lg }: Heights) {
  const size = (px: number) => `auto ${px}px`
  const drawnOnTablets = md === 'drawn'
  return {
    contentVisibility: drawnOnTablets ? { base: 'auto', md: 'visible', lg: 'auto' } : 'auto',
    containIntrinsicSize: { base: size(base), ...(typeof md === 'number' && { md: size(md) }), ...(lg && { lg: size(lg) }) },
  } as const
}
