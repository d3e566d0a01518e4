import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
const screensPort = port + 1;
const SCREENS = /screens\.spec\.ts$/;
// The shop's data directory, known to the journeys too: they read the e-mails it writes under DATA_DIR/mail.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'onsale-e2e-'));

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // The pictures screenshots are compared with, kept in the repository (tests/__screenshots__/<spec file>/<name>.png),
    // without platform or project in the name: the journeys run in Debian's Chromium only.
    toHaveScreenshot: { pathTemplate: '{testDir}/__screenshots__/{testFileName}/{arg}{ext}' },
  },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM,
  },
  projects: [
    { name: 'chromium', testIgnore: SCREENS, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // The screenshots see the demo shop as it starts, on a shop of their own: the journeys add
    // products and brands that would show in its lists, in whatever order the files run.
    {
      name: 'screens',
      testMatch: SCREENS,
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${screensPort}` },
    },
  ],
  webServer: [
    {
      command: 'node ./start-server.mjs',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    },
    {
      command: 'node ./start-server.mjs',
      url: `http://127.0.0.1:${screensPort}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { E2E_PORT: String(screensPort), E2E_DATA_DIR: '' },
    },
  ],
});
