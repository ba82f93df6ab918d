// The reference build is the usual SPA: the same head, the entry as a module script, nothing prerendered.
import { describe, expect, it } from 'vitest'
import { spaShell } from './reference.ts'

const prerendered = `<!doctype html>
<html lang="en" data-prerendered="en">
  <head>
    <meta charset="UTF-8" />
    <title>Phuket Moto</title>
    <script type="application/ld+json">{"@type":"AutoRental"}</script>
    <script>(()=>{/* head language script */})()</script>
    <meta name="app-modules" content="/assets/index-abc.js /assets/messages.en.ast-def.js" />
    <meta name="app-modules-on-start" content="/assets/BookingDialogChunk-ghi.js" />
    <script>(()=>{/* the intent loader */})()</script>
    <style>.swap{}</style>
    <style data-emotion="css 1bk215j">.css-1bk215j{display:flex}</style>
  </head>
  <body>
    <div id="root"><header>Home</header><button data-book="">Book Now</button></div>
    <div id="booking-way-out" hidden>Call us</div>
  </body>
</html>
`

describe('the plain SPA the taps are divided by', () => {
  const shell = spaShell(prerendered)

  it('keeps the head tags and loads the entry as a module script at once', () => {
    expect(shell).toContain('<title>Phuket Moto</title>')
    expect(shell).toContain('<script type="application/ld+json">{"@type":"AutoRental"}</script>')
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>\n</head>')
    expect(shell).toContain('<html lang="en">')
  })

  it('carries no prerendered markup, style or inline code', () => {
    expect(shell).toMatch(/<body>\s*<div id="root"><\/div>\s*<\/body>/)
    expect(shell).not.toMatch(/data-prerendered|app-modules|<style|<script>|Book Now|Call us/)
  })

  it('refuses a document that names no entry', () => {
    expect(() => spaShell('<html><head></head><body></body></html>')).toThrow(/names no app entry/)
  })
})
