import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run screenshots`: the README's pictures of the field screens, taken from the real server
// with the demo data and written to docs/screenshots. Not part of `npm test`.
export default defineConfig({
  ...base,
  testDir: 'tests/screenshots',
  testMatch: /\.screens\.ts$/,
  workers: 1,
  reporter: [['list']],
  projects: [{ name: 'screenshots', use: base.use ?? {} }],
});
