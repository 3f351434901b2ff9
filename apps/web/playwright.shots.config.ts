import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** Screenshots for review (e2e/*.shots.ts): the browser tests' server and browser, none of their tests. */
export default defineConfig({ ...base, testMatch: /\.shots\.ts$/, retries: 0 });
