/**
 * The API's floors (docs/modules.md, "Layers"): each folder of apps/api/src imports its own floor and
 * those below it, never one above. platform/ is the ground, producers/ make things for modules/,
 * flows/ are the use cases that span modules (they call the modules' services; no module calls a
 * flow), the top-level files (bootstrap, app.module, ...) wire them, and seed/ on top may import
 * everything; only seed/, main.ts and tests import seed/. Read by eslint.config.mjs (the rules) and
 * scripts/check-layers.mjs (which also sees dynamic imports and flows importing flows), so both hold the same floors.
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
