#!/usr/bin/env node
// Prints the gzip size of the JavaScript a first visit downloads, from the Vite manifest:
// the entry chunk plus its static imports, plus the lazy route chunks (and their static imports)
// that a given screen needs before it can paint. Fails (exit 1) when a budget is exceeded.
//   usage: node scripts/size-report.mjs   (after `vite build`)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`vite build\` first.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const KiB = 1024;

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) {
  console.error('No entry in the manifest.');
  process.exit(2);
}

/** The chunk and every chunk it imports statically (recursively). */
function closure(keys) {
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return seen;
}

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file)) {
    const buf = readFileSync(join(dist, file));
    gzCache.set(file, { raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }
  return gzCache.get(file);
}

function find(src) {
  const k = Object.keys(manifest).find((key) => key === src || manifest[key].src === src);
  if (!k) throw new Error(`Not in the manifest: ${src}`);
  return k;
}

const screens = [
  {
    name: 'sign-in (/login)',
    // The theme carries only the recipes of the components the app uses (src/ui/theme.ts).
    budget: 250 * KiB,
    keys: [entryKey, find('src/app/layouts/BlankLayout.tsx'), find('src/features/auth/pages/LoginPage.tsx'), find('src/locales/en.json')],
  },
  {
    name: 'shell (signed in, first screen: /orders, where most roles land)',
    // The Orders list (data table, filters) is the real first screen of most roles. 350 until 2026-11-29,
    // when the locale money parser shared by every form (issue 44) and the shell's busy marker took it to 350.6.
    budget: 352 * KiB,
    keys: [entryKey, find('src/app/layouts/AppLayout.tsx'), find('src/features/orders/pages/OrdersPage.tsx'), find('src/locales/en.json')],
  },
];

let failed = false;
const fmt = (n) => `${(n / KiB).toFixed(1).padStart(7)} KiB`;
console.log(`entry: ${manifest[entryKey].file}`);
for (const s of screens) {
  const chunks = [...closure(s.keys)];
  let raw = 0;
  let gzip = 0;
  console.log(`\n${s.name}`);
  const rows = chunks.map((k) => ({ file: manifest[k].file, ...gz(manifest[k].file) })).sort((a, b) => b.gzip - a.gzip);
  for (const r of rows) {
    raw += r.raw;
    gzip += r.gzip;
    console.log(`  ${fmt(r.gzip)} gzip  ${fmt(r.raw)} raw  ${r.file}`);
  }
  const ok = gzip <= s.budget;
  if (!ok) failed = true;
  console.log(`  total ${fmt(gzip)} gzip (${fmt(raw).trim()} raw), budget ${fmt(s.budget).trim()}: ${ok ? 'OK' : 'OVER BUDGET'}`);
}
process.exit(failed ? 1 : 0);
