/**
 * `npm run screens`: the journey-level screenshot set of docs/screens/ (issue 20), at a 360 px phone and a
 * 1280 px laptop, from the same built server and fresh database as the journeys (playwright.config.ts). A project
 * of its own (testDir ./screens), so `npm test` never runs it; one worker, as later pictures follow earlier steps.
 */
import { defineConfig, devices } from '@playwright/test';
import journeys from './playwright.config';

export default defineConfig({
  ...journeys,
  testDir: './screens',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 600_000,
  reporter: [['list']],
  projects: [
    {
      name: 'screens',
      use: {
        ...devices['Desktop Chrome'],
        deviceScaleFactor: 1,
        // Animations off (the news ticker, skeleton pulses, transitions): the same picture every run.
        reducedMotion: 'reduce',
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
        trace: 'off',
        screenshot: 'off',
      },
    },
  ],
});
