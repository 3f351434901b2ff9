import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadEnv } from './platform/config/env';
import { WorkerModule } from './worker.module';
import { JobsService } from './platform/jobs/jobs.service';

/** Background workers only (no HTTP): `pnpm --filter @pod/api worker`. Scale by running more of them. */
async function main() {
  const env = loadEnv();
  if (!env.REDIS_URL) throw new ConfigError('The worker needs REDIS_URL: without it the API runs jobs in its own process.');
  const levels =
    env.LOG_LEVEL === 'silent'
      ? false
      : (['error', 'warn', 'log'] as const).slice(0, env.LOG_LEVEL === 'error' || env.LOG_LEVEL === 'fatal' ? 1 : env.LOG_LEVEL === 'warn' ? 2 : 3);
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(env), { logger: levels === false ? false : [...levels] });
  app.enableShutdownHooks();
  const jobs = app.get(JobsService);
  console.log(`worker ready (${jobs.mode})`);
}

main().catch((e) => {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
});
