// Debian's Chromium, and the flags that let it run offline on these machines: shared by the
// bench, the performance gate and the docs' screenshots (playwright.config.ts names the same).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
