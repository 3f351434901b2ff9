#!/usr/bin/env node
// A number shown before a noun takes the noun's plural form from i18next (`count` with `_one` and
// `_other` words), so no screen reads "1 productions" or "1 rows". In English words a placeholder
// followed by a word in -s is such a number: its key must be a plural one, counted by that placeholder.
// (Label forms need no plural: "Variants: {{variants}}".)
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const web = join(import.meta.dirname, '..', 'apps', 'web', 'src');
/** Words in -s that are not plural nouns after a value ("{{code}} is on hold", "{{ms}} ms"). */
const NOT_PLURAL = new Set(['is', 'was', 'has', 'ms', 'as']);
const files = [join(web, 'locales', 'en.json'), ...readdirSync(join(web, 'features')).map((f) => join(web, 'features', f, 'locales', 'en.json'))];

function* entries(tree, prefix = '') {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else yield* entries(value, `${prefix}${key}.`);
  }
}

const wrong = [];
let numbers = 0;
for (const file of files) {
  let tree;
  try {
    tree = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    continue; // a feature without words of its own
  }
  for (const [key, words] of entries(tree)) {
    for (const [, name, noun] of words.matchAll(/\{\{\s*(\w+)\s*\}\} ([a-z]+s)\b/g)) {
      if (NOT_PLURAL.has(noun)) continue;
      numbers++;
      if (name !== 'count' || !/_(one|other)$/.test(key))
        wrong.push(`${file.slice(web.length + 1)} ${key}: "${words}" (make it a plural key counted by {{count}}, or a label)`);
    }
  }
}
if (wrong.length) {
  console.error(`${wrong.length} number(s) before a noun without its plural forms:\n${wrong.join('\n')}`);
  process.exit(1);
}
console.log(`${numbers} numbers before a noun in the English words, each in a plural key.`);
