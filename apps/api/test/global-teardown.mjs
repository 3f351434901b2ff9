import pg from 'pg';

export default async function globalTeardown() {
  const services = globalThis.__podTestServices;
  if (!services) return;
  const admin = new pg.Client({ connectionString: services.pgServer.adminUrl });
  await admin.connect();
  const { rows } = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2`, [`${services.template}_%`, services.template]);
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  await admin.end();
  for (const redis of services.redis) await redis.stop();
  await services.pgServer.stop();
}
