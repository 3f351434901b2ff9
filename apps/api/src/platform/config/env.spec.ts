import { ConfigError, loadEnv } from './env';

const SECRETS = { JWT_SECRET: 'j'.repeat(40), STORAGE_SECRET: 's'.repeat(40), CREDENTIALS_SECRET: 'c'.repeat(40) };
const production = { NODE_ENV: 'production', DATA_DIR: '/nonexistent/pod-env-spec' };

describe('loadEnv in production', () => {
  it('starts with every secret set', () => {
    expect(loadEnv({ ...production, ...SECRETS })).toMatchObject(SECRETS);
  });

  it.each(Object.keys(SECRETS))('refuses to start without %s, naming it', (name) => {
    const env: Record<string, string> = { ...production, ...SECRETS };
    delete env[name];
    expect(() => loadEnv(env)).toThrow(ConfigError);
    expect(() => loadEnv(env)).toThrow(`${name}: required in production`);
  });

  it('names every missing secret at once', () => {
    expect(() => loadEnv(production)).toThrow(
      'Invalid configuration:\n  JWT_SECRET: required in production\n  STORAGE_SECRET: required in production\n  CREDENTIALS_SECRET: required in production',
    );
  });

  it('refuses a short CREDENTIALS_SECRET', () => {
    expect(() => loadEnv({ ...production, ...SECRETS, CREDENTIALS_SECRET: 'short' })).toThrow('CREDENTIALS_SECRET must be at least 32 characters');
  });

  it('refuses an invoices clock that runs ahead (a browser test setting), allows it elsewhere', () => {
    expect(() => loadEnv({ ...production, ...SECRETS, CLOCK_OFFSET_DAYS: '8' })).toThrow('CLOCK_OFFSET_DAYS: must be 0 in production');
    expect(loadEnv({ ...production, ...SECRETS }).CLOCK_OFFSET_DAYS).toBe(0);
    expect(loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent/pod-env-spec', ...SECRETS, CLOCK_OFFSET_DAYS: '8' }).CLOCK_OFFSET_DAYS).toBe(8);
    expect(() => loadEnv({ NODE_ENV: 'test', DATA_DIR: '/nonexistent/pod-env-spec', ...SECRETS, CLOCK_OFFSET_DAYS: '-1' })).toThrow('  CLOCK_OFFSET_DAYS: ');
  });
});

describe('loadEnv database settings', () => {
  it('defaults the pool and the statement timeout', () => {
    expect(loadEnv({ DATA_DIR: '/nonexistent/pod-env-spec', ...SECRETS })).toMatchObject({ DB_POOL_MAX: 20, DB_STATEMENT_TIMEOUT_MS: 30_000 });
  });

  it.each([
    ['DB_POOL_MAX', '1'],
    ['DB_POOL_MAX', 'ten'],
    ['DB_STATEMENT_TIMEOUT_MS', '50'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadEnv({ DATA_DIR: '/nonexistent/pod-env-spec', ...SECRETS, [name]: value })).toThrow(`  ${name}: `);
  });
});
