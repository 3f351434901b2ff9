#!/usr/bin/env node
// Every `{{name}}` in the words a literal `t('key', { … })` shows is given by that call, in every
// language and every plural form the call may pick (a `count` picks `_one`, `_other`, …), so no screen
// reads "Process and pay {{total}}". A key with placeholders used with no values fails too. Calls whose
// options are not an object literal (a variable, a spread) cannot be read here and are counted apart.
import { LANGUAGES, PLURAL_SUFFIXES, tCalls } from './locale-calls.mjs';

/** `{{name}}`, `{{- name}}`, `{{name, number}}`, `{{user.name}}` → name / user. */
const PLACEHOLDER = /\{\{\s*-?\s*([\w$]+)[^}]*\}\}/g;

const unfilled = [];
let checked = 0;
let opaque = 0;
for (const call of tCalls()) {
  const bundle = call.bundles.find((b) => b.en.has(call.key) || b.en.has(`${call.key}_other`));
  if (!bundle) continue; // check-locale-keys reports it
  if (!call.names) {
    opaque++;
    continue;
  }
  checked++;
  const forms = call.names.has('count') || !bundle.en.has(call.key) ? [call.key, ...PLURAL_SUFFIXES.map((s) => call.key + s)] : [call.key];
  /** `{{total}} in action.process_one` → the languages whose words ask for it. */
  const missing = new Map();
  for (const lang of LANGUAGES)
    for (const form of forms)
      for (const [, name] of (bundle[lang].get(form) ?? '').matchAll(PLACEHOLDER)) {
        const what = `{{${name}}} in ${form}`;
        if (!call.names.has(name)) missing.set(what, [...(missing.get(what) ?? []), lang]);
      }
  if (missing.size) unfilled.push(`${call.where}  ${[...missing].map(([what, langs]) => `${what} (${langs.join(', ')})`).join('; ')}`);
}
if (unfilled.length) {
  console.error(`${unfilled.length} t() call(s) leave placeholders unfilled:\n${unfilled.join('\n')}`);
  process.exit(1);
}
console.log(`${checked} literal t() calls give every value their words ask for (${opaque} pass their values in a variable, not checked).`);
