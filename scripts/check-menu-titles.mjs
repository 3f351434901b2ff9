#!/usr/bin/env node
// Every menu entry and the title of the page it opens come from the same key (`menu.<name>`), so a
// German reader who clicks "Übersicht" lands on "Übersicht", not on "Dashboard". The entry's route is
// found in the router (`featurePage(feature, (p) => p.<page>)`), its page file in the feature's index,
// and the page must name the entry's key. Run after `scripts/setup.sh` (it reads the built shared menu).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MENU, SELLER_MENU } from '../packages/shared/dist/index.js';

const web = join(import.meta.dirname, '..', 'apps', 'web', 'src');
const router = readFileSync(join(web, 'app', 'router.tsx'), 'utf8');
const featureDirs = new Map([...router.matchAll(/const (\w+) = \(\) => import\('\.\.\/features\/([\w-]+)'\)/g)].map((m) => [m[1], m[2]]));
/** Router path pattern → the page file it renders. */
const screens = [...router.matchAll(/path: '([^']+)', lazy: featurePage\((\w+), \(p\) => p\.(\w+)\)/g)].flatMap(([, path, feature, name]) => {
  const dir = join(web, 'features', featureDirs.get(feature) ?? feature);
  const index = readFileSync(join(dir, 'index.ts'), 'utf8');
  const file = new RegExp(`\\b${name}: \\(\\) => import\\('\\./([\\w/]+)'\\)`).exec(index)?.[1];
  return file ? [{ pattern: new RegExp(`^${path.replace(/:\w+/g, '[^/]+')}$`), file: join(dir, `${file}.tsx`) }] : [];
});

const entries = [];
const walk = (items) => {
  for (const item of items) {
    if (item.route) entries.push(item);
    walk(item.children ?? []);
  }
};
walk([...MENU, ...SELLER_MENU]);

const wrong = [];
let checked = 0;
for (const entry of entries) {
  const route = entry.route.replace(/\{\w+\}/g, 'x');
  const screen = screens.find((s) => s.pattern.test(route));
  if (!screen || !existsSync(screen.file)) continue;
  checked++;
  if (!readFileSync(screen.file, 'utf8').includes(`'${entry.title}'`))
    wrong.push(`${entry.route} (${entry.title}): ${screen.file.slice(web.length + 1)} does not title itself with it`);
}
if (wrong.length) {
  console.error(`${wrong.length} menu entr(ies) open a page titled from another key:\n${[...new Set(wrong)].join('\n')}`);
  process.exit(1);
}
console.log(`${checked} menu entries checked, each page titled with its entry's key.`);
