// The home page's section anchors, shared by the navigation (links) and the sections (ids).
export const sectionIds = { home: 'home', gallery: 'gallery', reviews: 'reviews', terms: 'terms', contact: 'contact' } as const
export type SectionId = (typeof sectionIds)[keyof typeof sectionIds]
