// Each jest worker talks to its own redis-server (started by global-setup.mjs): REDIS_URL for this file.
const urls = (process.env.TEST_REDIS_URLS ?? '').split(',');
process.env.REDIS_URL = urls[(Number(process.env.JEST_WORKER_ID ?? 1) - 1) % urls.length];
