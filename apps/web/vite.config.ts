import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode } from 'graphql';

/** A `graphql(`…`)` call of the app: its source text is the document. */
const DOCUMENT_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;

/**
 * The build's twin of graphql-codegen's babel optimiser, one step further: each `graphql(`…`)` call
 * becomes its parsed document (with the fragments it spreads) inlined where it is written. A chunk
 * then carries only its own documents, instead of every document of the app (src/gql/gql.ts maps
 * them all by their source text, and src/gql/graphql.ts is a single module). The types still come
 * from src/gql; codegen has already checked every document against the schema.
 */
function graphqlDocuments(srcDir: string): Plugin {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const withFragments = (doc: DocumentNode): DocumentNode => {
    const definitions: DefinitionNode[] = [...doc.definitions];
    const added = new Set(definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [d.name.value] : [])));
    for (let i = 0; i < definitions.length; i++) {
      visit(definitions[i], {
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value);
          if (!fragment) throw new Error(`graphql(...): no fragment ${node.name.value} in src`);
          if (added.has(fragment.name.value)) return;
          added.add(fragment.name.value);
          definitions.push(fragment);
        },
      });
    }
    return { ...doc, definitions };
  };
  return {
    name: 'pod-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      fragments.clear();
      for (const file of readdirSync(srcDir, { recursive: true, encoding: 'utf8' })) {
        if (!/\.tsx?$/.test(file) || file.startsWith('gql')) continue;
        for (const [, source] of readFileSync(join(srcDir, file), 'utf8').matchAll(DOCUMENT_CALL))
          for (const d of parse(source, { noLocation: true }).definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
      }
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(join(srcDir, 'gql')) || !code.includes('graphql(`')) return null;
      // The documents are single-line object literals, so the other lines keep their numbers.
      return { code: code.replace(DOCUMENT_CALL, (_call, source: string) => JSON.stringify(withFragments(parse(source, { noLocation: true })))), map: null };
    },
  };
}

const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const api = process.env.POD_API_URL ?? 'http://127.0.0.1:3101';

export default defineConfig({
  plugins: [react(), graphqlDocuments(fileURLToPath(new URL('src', import.meta.url)))],
  resolve: { alias: { '@pod/shared': shared } },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/auth': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/health': { target: api, changeOrigin: true },
    },
  },
  build: { manifest: true, sourcemap: false, chunkSizeWarningLimit: 1200 },
});
