/**
 * Debian's Chromium (`apt-get install chromium`), as the browser journeys, the cluster check and
 * the Lighthouse run start it: no sandbox (the CI runs as root), and nothing that reaches outside
 * the machine.
 */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
