// The web's literal `t('…')` calls and the bundles each one reads, for the locale checks. A file under a
// folder that declares `featureI18n('ns', …)` reads that bundle, then the shell's and the kit's (`ui`),
// as featureI18n's fallback does; `ns:key` or an `ns: '…'` option names its bundle. Keys built at run
// time (template strings) are not seen here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const LANGUAGES = ['en', 'de', 'fr', 'pt'];
const web = join(import.meta.dirname, '..', 'apps', 'web', 'src');

/** `{ a: { b: 'x' } }` → Map { 'a.b' => 'x' }. */
const flatten = (tree, prefix = '', out = new Map()) => {
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v, key, out);
    else out.set(key, String(v));
  }
  return out;
};
/** A locales/ folder: language → (key → words). */
const bundleAt = (dir) =>
  Object.fromEntries(
    LANGUAGES.map((l) => [l, existsSync(join(dir, `${l}.json`)) ? flatten(JSON.parse(readFileSync(join(dir, `${l}.json`), 'utf8'))) : new Map()]),
  );

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'gql' || entry.name === 'locales') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const shell = bundleAt(join(web, 'locales'));
const ui = bundleAt(join(web, 'ui', 'locales'));
const namespaces = [];
for (const file of sources(web)) {
  const ns = readFileSync(file, 'utf8').match(/featureI18n\(\s*'([\w-]+)'/)?.[1];
  if (ns) namespaces.push({ ns, dir: dirname(file), bundle: bundleAt(join(dirname(file), 'locales')) });
}
const byNamespace = new Map([['translation', shell], ['ui', ui], ...namespaces.map((n) => [n.ns, n.bundle])]);

export const PLURAL_SUFFIXES = ['_zero', '_one', '_two', '_few', '_many', '_other'];
/** The key itself, or its plural forms. */
export const hasKey = (keys, key) => keys.has(key) || (keys.has(`${key}_one`) && keys.has(`${key}_other`));

/** The text of the call's arguments after the key, up to its closing parenthesis. */
function restOfCall(text, from) {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) {
      if (depth === 0) return text.slice(from, i);
      depth--;
    }
  }
  return text.slice(from);
}

/** Splits at the commas outside brackets and strings. */
function topLevelParts(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'" || c === '"' || c === '`') {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * The names an options argument gives: a Set, or null when it cannot be read statically (a variable,
 * a spread, a computed name). No options gives an empty Set.
 */
function optionNames(options) {
  if (options === undefined) return { names: new Set(), ns: null };
  const literal = options.match(/^\{([\s\S]*)\}(?:\s+as\s+[\w<>[\]]+)?$/);
  if (!literal) return { names: null, ns: null };
  const names = new Set();
  let ns = null;
  for (const part of topLevelParts(literal[1])) {
    const name = part.match(/^(?:'([\w.-]+)'|"([\w.-]+)"|([A-Za-z_$][\w$]*))\s*(?::|$)/);
    if (!name) return { names: null, ns: null };
    const key = name[1] ?? name[2] ?? name[3];
    names.add(key);
    if (key === 'ns') ns = part.match(/:\s*'([\w-]+)'/)?.[1] ?? null;
  }
  return { names, ns };
}

const CALL = /(?<![\w.])(?:t|i18n\.t|i18next\.t)\(\s*'([\w:.-]+)'/g;

/**
 * Every literal call: where it is, its key, the bundles it reads (language → keys, the first holding
 * the key wins) and the option names it passes (null when not statically known).
 */
export function* tCalls() {
  for (const file of sources(web)) {
    const rel = relative(web, file);
    const own = [...namespaces.filter((n) => file.startsWith(`${n.dir}/`)).map((n) => n.bundle), shell, ui];
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(CALL)) {
      const [prefixNs, key] = m[1].includes(':') ? m[1].split(':', 2) : [null, m[1]];
      const rest = restOfCall(text, m.index + m[0].length).trim();
      const options = rest.startsWith(',') ? topLevelParts(rest.slice(1))[0] : undefined;
      const { names, ns } = optionNames(options);
      const named = prefixNs ?? ns;
      const bundles = named ? [byNamespace.get(named) ?? { en: new Map() }] : own;
      yield { where: `${rel}:${text.slice(0, m.index).split('\n').length}`, raw: m[1], key, bundles, names };
    }
  }
}
