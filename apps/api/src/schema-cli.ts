import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { ModulesContainer } from '@nestjs/core';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { loadEnv } from './platform/config/env';

const RESOLVER_METADATA = 'graphql:resolver_type';
const SCHEMA_FILE = join(__dirname, '..', 'schema.graphql');

/** Every resolver class registered in the app, found without starting anything (preview mode). */
async function resolverClasses(): Promise<Function[]> {
  const app = await NestFactory.create(AppModule.forRoot(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/pod-schema' })), {
    preview: true,
    logger: false,
  });
  const found = new Set<Function>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as Function | undefined;
      if (type && typeof type === 'function' && Reflect.hasMetadata(RESOLVER_METADATA, type)) found.add(type);
    }
  }
  return [...found];
}

/** Writes apps/api/schema.graphql, or with --check fails when the committed file is stale. */
async function main() {
  const resolvers = await resolverClasses();
  const builder = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  const schema = await builder.get(GraphQLSchemaFactory).create(resolvers);
  const printed = printSchema(lexicographicSortSchema(schema)) + '\n';
  if (process.argv.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(SCHEMA_FILE, 'utf8');
    } catch {
      /* missing counts as stale */
    }
    if (committed !== printed) {
      console.error('apps/api/schema.graphql is stale: run `pnpm --filter @pod/api run build && pnpm --filter @pod/api run schema:write` and commit it.');
      process.exit(1);
    }
    console.log('schema.graphql is up to date.');
    return;
  }
  writeFileSync(SCHEMA_FILE, printed);
  console.log(`Wrote ${SCHEMA_FILE} (${resolvers.length} resolvers).`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
