// The twelve seed bikes as the illustrator sees them: a silhouette style and a livery each.

export type Style = 'scooter' | 'sport' | 'naked' | 'adventure'

export interface Livery {
  /** Main paint (fairing, tank, body panels). */
  body: string
  /** Second paint for stripes, tail or lower panels. */
  accent: string
  /** Frame, trellis or subframe. */
  frame: string
  /** Wheel rims and spokes. */
  rim: string
  /** Light tint mixed into the background gradient. */
  backdrop: string
}

export interface Model {
  slug: string
  style: Style
  livery: Livery
  /** Round headlight (classic naked) instead of the angular default. */
  roundLamp?: boolean
  /** Trellis frame drawn in the frame colour (Ducati, KTM). */
  trellis?: boolean
  /** Panniers and top-case mounts (touring models). */
  luggage?: boolean
  /** GS-style beak over the front wheel. */
  beak?: boolean
}

export const models: Model[] = [
  {
    slug: 'honda-pcx',
    style: 'scooter',
    livery: { body: '#c8102e', accent: '#f4f4f2', frame: '#2b2e34', rim: '#3a3e45', backdrop: '#fde8ea' },
  },
  {
    slug: 'yamaha-nmax',
    style: 'scooter',
    livery: { body: '#1f4e9c', accent: '#9aa3ad', frame: '#2b2e34', rim: '#c9ced6', backdrop: '#e3ecfa' },
  },
  {
    slug: 'kawasaki-ninja',
    style: 'sport',
    livery: { body: '#5fb832', accent: '#1c1f24', frame: '#2b2e34', rim: '#1c1f24', backdrop: '#ecf7e4' },
  },
  {
    slug: 'honda-cbr500r',
    style: 'sport',
    livery: { body: '#d3202f', accent: '#1d3f8f', frame: '#2b2e34', rim: '#c8102e', backdrop: '#fdeaea' },
  },
  {
    slug: 'yamaha-mt07',
    style: 'naked',
    livery: { body: '#2f343c', accent: '#00a7d1', frame: '#1f2227', rim: '#00a7d1', backdrop: '#e2f3f8' },
  },
  {
    slug: 'kawasaki-z650',
    style: 'naked',
    livery: { body: '#d9471e', accent: '#1c1f24', frame: '#5fb832', rim: '#1c1f24', backdrop: '#fcebe3' },
  },
  {
    slug: 'suzuki-gsxr600',
    style: 'sport',
    livery: { body: '#1e50a0', accent: '#f4f4f2', frame: '#8a9099', rim: '#1e50a0', backdrop: '#e4ecf8' },
  },
  {
    slug: 'bmw-r1250gs',
    style: 'adventure',
    beak: true,
    luggage: true,
    livery: { body: '#f4f5f7', accent: '#1c69d4', frame: '#c4161c', rim: '#2b2e34', backdrop: '#e6eef9' },
  },
  {
    slug: 'ducati-monster821',
    style: 'naked',
    roundLamp: true,
    trellis: true,
    livery: { body: '#c4161c', accent: '#1c1f24', frame: '#c4161c', rim: '#1c1f24', backdrop: '#fbe6e6' },
  },
  {
    slug: 'ktm-duke390',
    style: 'naked',
    trellis: true,
    livery: { body: '#ff6a00', accent: '#f4f4f2', frame: '#ff6a00', rim: '#ff6a00', backdrop: '#fff0e3' },
  },
  {
    slug: 'triumph-street-triple',
    style: 'naked',
    roundLamp: true,
    livery: { body: '#f2c300', accent: '#1c1f24', frame: '#2b2e34', rim: '#1c1f24', backdrop: '#fdf6dc' },
  },
  {
    slug: 'kawasaki-versys650',
    style: 'adventure',
    luggage: true,
    livery: { body: '#2e7d4f', accent: '#1c1f24', frame: '#2b2e34', rim: '#1c1f24', backdrop: '#e5f3ea' },
  },
]
