// The theme carries only the recipes of the Chakra components the app imports (theme.ts). A component
// whose recipe is missing renders unstyled without an error, so this walks every `@chakra-ui/react`
// import of src, finds the recipe keys each component (and the components it is built from) asks
// for in Chakra's own sources, and requires each default recipe among them to be in the system.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { slotRecipes as allSlotRecipes, recipes as allRecipes } from '@chakra-ui/react/theme';
import { system } from './theme';

// vitest runs in apps/web (and jsdom's import.meta.url is not a file URL).
const src = join(process.cwd(), 'src');
const chakraComponents = join(dirname(createRequire(join(process.cwd(), 'package.json')).resolve('@chakra-ui/react/package.json')), 'dist/esm/components');

function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || file.startsWith('gql')) continue;
    const text = readFileSync(join(src, file), 'utf8');
    for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g))
      for (const part of list!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .trim()
          .split(/\s/)[0];
        if (name && /^[A-Z]/.test(name)) names.add(name);
      }
  }
  return names;
}

/** Recipe keys a component folder asks for, following its imports of other component folders. */
function recipeKeys(folders: Iterable<string>): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder) || !existsSync(join(chakraComponents, folder))) return;
    seen.add(folder);
    for (const file of readdirSync(join(chakraComponents, folder))) {
      const text = readFileSync(join(chakraComponents, folder, file), 'utf8');
      for (const [, key] of text.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key!);
      for (const [, other] of text.matchAll(/from '\.\.\/([a-z-]+)\//g)) visit(other!);
    }
  };
  for (const f of folders) visit(f);
  return keys;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('theme recipes', () => {
  it('has the recipe of every Chakra component the app imports', () => {
    const names = importedChakraNames();
    expect(names.has('Button')).toBe(true);
    const wanted = recipeKeys([...names].map(kebab));
    const defaults = new Set([...Object.keys(allRecipes), ...Object.keys(allSlotRecipes)]);
    const theme = system._config.theme ?? {};
    const have = new Set([...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})]);
    const missing = [...wanted].filter((k) => defaults.has(k) && !have.has(k));
    expect(missing).toEqual([]);
  });

  it('carries no recipe the app does not use', () => {
    const wanted = recipeKeys([...importedChakraNames()].map(kebab));
    const theme = system._config.theme ?? {};
    const unused = [...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})].filter((k) => !wanted.has(k));
    expect(unused).toEqual([]);
  });
});
