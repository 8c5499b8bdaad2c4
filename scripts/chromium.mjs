// How the journeys, the story tests and the page benches run Chromium, so all of them measure and capture pages
// in the same browser set up the same way.

/** Flags verified on these machines (Debian's Chromium, no network chatter), headless mode aside. */
export const quietChromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The flags of a headless Chromium launched by Playwright. */
export const chromiumArgs = ['--headless', ...quietChromiumFlags];

/** Where Chromium is: CHROMIUM_PATH, else Debian's. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
