import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

/**
 * The API's floors (docs/modules.md, "Layers"): each folder of apps/api/src imports its own floor and
 * those below it, never one above. platform/ is the ground, producers/ make things for modules/,
 * flows/ are the use cases that span modules (they call the modules' services; no module calls a
 * flow), the top-level files (bootstrap, app.module, ...) wire them, and seed/ on top may import
 * everything; only seed/, main.ts and tests import seed/. Read by eslint.config.mjs (the rules) and
 * scripts/check-layers.mjs (the exceptions only shrink), so both hold the same floors.
 */
export const FORBIDDEN_ABOVE = {
  platform: ['producers', 'modules', 'flows', 'seed'],
  producers: ['modules', 'flows', 'seed'],
  modules: ['flows', 'seed'],
  flows: ['seed'],
  /** The top-level files, main.ts excepted (it seeds the demo). */
  '': ['seed'],
};

const FLOORS = ['platform', 'producers', 'modules', 'flows', 'seed'];

/** The floor of a path relative to apps/api/src: its first folder, or '' for a top-level file. */
export function floorOf(srcPath) {
  const [first, ...rest] = srcPath.split('/');
  return rest.length && FLOORS.includes(first) ? first : '';
}

/** main.ts seeds the demo and specs test whatever they need: neither is held to a floor. */
export const isExempt = (srcPath) => srcPath === 'main.ts' || srcPath.endsWith('.spec.ts');

/**
 * Today's imports that run back up a floor, file -> imported file (both relative to apps/api/src) ->
 * why it stays for now. Only shrinks (scripts/check-layers.mjs).
 */
const LAYER_EXCEPTIONS_FILE = new URL('../layer-exceptions.json', import.meta.url);
export function layerExceptions() {
  const { $comment: _, ...byFile } = JSON.parse(readFileSync(LAYER_EXCEPTIONS_FILE, 'utf8'));
  return byFile;
}

/** The specifier with which `from` imports `to` (both relative to apps/api/src), as the code writes it. */
export function specifierOf(from, to) {
  const rel = posix.relative(posix.dirname(from), to.replace(/(\/index)?\.ts$/, ''));
  return rel.startsWith('.') ? rel : `./${rel}`;
}
