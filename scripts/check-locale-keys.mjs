#!/usr/bin/env node
// Every literal key the web passes to `t('…')` exists in English, so no screen shows a raw key (which
// bundles a call reads: scripts/locale-calls.mjs). Plural keys count when `_one`/`_other` exist. Keys
// built at run time are not seen here; the locale parity test covers the other languages.
import { hasKey, tCalls } from './locale-calls.mjs';

const missing = [];
let seen = 0;
for (const call of tCalls()) {
  seen++;
  if (!call.bundles.some((b) => hasKey(b.en, call.key))) missing.push(`${call.where}  ${call.raw}`);
}
if (missing.length) {
  console.error(`${missing.length} key(s) used in the web are not in English:\n${missing.join('\n')}`);
  process.exit(1);
}
console.log(`${seen} literal t() keys, every one in en.`);
