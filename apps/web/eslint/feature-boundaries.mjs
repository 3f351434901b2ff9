import { dirname, resolve, sep } from 'node:path';

/**
 * Web module boundaries (docs/modules.md):
 * - `features/X/...` is imported from outside `features/X` only through `features/X` (its index.ts);
 * - a page never imports another page (shared pieces go to the feature's components or to `ui/`);
 * - `app/` (router, layouts, providers) is the top: only `app/` itself and `main.tsx` import it.
 * Static imports, re-exports and dynamic `import()` are all checked, by resolved path. Two features
 * importing each other (a lazy `import()` included) is a circle `pnpm run cycles` (madge) refuses.
 */
const SRC = `${sep}src${sep}`;
const FEATURES = `${SRC}features${sep}`;
const APP = `${SRC}app${sep}`;

/** `{ feature, rest }` of a path inside src/features, or null. */
function featurePart(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const [feature, ...rest] = file.slice(at + FEATURES.length).split(sep);
  return { feature, rest: rest.join('/') };
}

const isPage = (file) => file.split(sep).includes('pages');
const inApp = (file) => file.includes(APP);
const isMain = (file) => file.endsWith(`${SRC}main.tsx`);

export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features are imported through their index; pages do not import pages; nothing imports app/.' },
    messages: {
      deep: 'Import "{{feature}}" through its index (features/{{feature}}), not "{{source}}": add what you need to features/{{feature}}/index.ts.',
      page: 'A page does not import another page ("{{source}}"): move what both need to the feature’s components or to src/ui.',
      app: 'Nothing imports app/ ("{{source}}"), the top of the web: move what you need to src/ui (components) or src/lib (the rest).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featurePart(file);
    const isTest = /\.test\.tsx?$/.test(file);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      if (inApp(target) && !inApp(file) && !isMain(file)) return context.report({ node, messageId: 'app', data: { source } });
      const to = featurePart(target);
      if (!to) return;
      if (from?.feature !== to.feature) {
        if (to.rest !== '' && to.rest !== 'index' && to.rest !== 'index.ts') context.report({ node, messageId: 'deep', data: { feature: to.feature, source } });
        return;
      }
      if (isPage(file) && isPage(target) && !isTest) context.report({ node, messageId: 'page', data: { source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'feature-boundaries': featureBoundaries } };
