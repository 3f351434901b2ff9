import { eq, like } from 'drizzle-orm';
import express from 'express';
import pino from 'pino';
import { Writable } from 'node:stream';
import request from 'supertest';
import { auditLogs, users } from '../src/platform/db/schema';
import { UsersRepository } from '../src/modules/users/users.repository';
import { NestPinoLogger, requestLog } from '../src/platform/common/logging';
import { codeOf, doc, TestApp } from './harness';

/** Lines a pino logger wrote, parsed. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

describe('audit trail (written before the answer, writes only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const auditOf = (userId: string) => t.db.select().from(auditLogs).where(eq(auditLogs.userId, userId));

  it('records a successful mutation, not a query nor a refused mutation', async () => {
    const seller = await t.newUser();
    await t.gql(`{ cUser { _id } }`, {}, seller.token);
    expect(await auditOf(seller.id)).toEqual([]);
    const refused = await t.gql(`mutation { updateProfile(password: "wrong-one", new_password: "Another-pass-2") { _id } }`, {}, seller.token);
    expect(codeOf(refused)).toBeDefined();
    expect(await auditOf(seller.id)).toEqual([]);
    const ok = await t.gql(doc<{ updateProfile: { _id: string } }>(`mutation { updateProfile(skype: "seller.skype") { _id } }`), {}, seller.token);
    expect(ok.data?.updateProfile._id).toBe(seller.id);
    expect(await auditOf(seller.id)).toEqual([expect.objectContaining({ operation: 'updateProfile', actorId: seller.id, details: null })]);
  });

  it('records a signed-in REST write, not an anonymous or refused one', async () => {
    const seller = await t.newUser();
    const pages = await t.http().get('/api/search/bookmarks/data').set('authorization', `Bearer ${seller.token}`);
    const page = (pages.body.searchResult as Array<{ id: string }>)[0];
    const refused = await t
      .http()
      .post('/api/update/bookmarks')
      .set('authorization', `Bearer ${seller.token}`)
      .send({ obj: { id: page.id } });
    expect(refused.status).toBe(400);
    expect(await auditOf(seller.id)).toEqual([]);
    const res = await t
      .http()
      .post('/api/update/bookmarks')
      .set('authorization', `Bearer ${seller.token}`)
      .send({ obj: { id: page.id, isBookmarked: true } });
    expect(res.status).toBe(200);
    // Read right after the answer: the row was written before it was sent.
    expect(await auditOf(seller.id)).toEqual([expect.objectContaining({ operation: 'POST /api/update/bookmarks' })]);
    const anonymous = await t
      .http()
      .post('/api/update/bookmarks')
      .send({ obj: { id: page.id, isBookmarked: false } });
    expect(anonymous.status).toBe(401);
    expect(await t.db.select().from(auditLogs).where(like(auditLogs.operation, 'POST /graphql%'))).toEqual([]);
  });
});

describe('request log', () => {
  const app = (logger: pino.Logger) =>
    express()
      .use(requestLog(logger))
      .get('/x', (_req, res) => res.json({ ok: true }))
      .get('/boom', (_req, res) => res.status(500).end());

  it('writes one line per answer with the caller’s request id, the status and no headers', async () => {
    const { lines, logger } = capture();
    await request(app(logger)).get('/x?a=1').set('x-request-id', 'trace-42').set('authorization', 'Bearer secret-token');
    await request(app(logger)).get('/boom');
    await request(app(logger)).get('/x').set('x-request-id', 'not valid!');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatchObject({ level: 30, requestId: 'trace-42', req: { method: 'GET', url: '/x?a=1' }, res: { statusCode: 200 } });
    expect(typeof lines[0].responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    expect(lines[1]).toMatchObject({ level: 50, res: { statusCode: 500 } });
    expect(lines[2].requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes nothing below its level and skips /health', async () => {
    const { lines, logger } = capture();
    logger.level = 'warn';
    await request(app(logger)).get('/x');
    logger.level = 'info';
    await request(
      express()
        .use(requestLog(logger))
        .get('/health', (_req, res) => res.end()),
    ).get('/health');
    expect(lines).toEqual([]);
  });

  it('gives Nest’s messages their level, context and error', () => {
    const { lines, logger } = capture();
    const nest = new NestPinoLogger(logger);
    nest.log('started', 'Boot');
    nest.warn('careful', 'Auth');
    nest.error(new Error('broken'), 'GraphQL');
    nest.error('failed', 'at line 1', 'Jobs');
    nest.debug('hidden', 'Boot');
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, context: 'Boot', msg: 'started' }),
      expect.objectContaining({ level: 40, context: 'Auth', msg: 'careful' }),
      expect.objectContaining({ level: 50, context: 'GraphQL', msg: 'broken', err: expect.objectContaining({ message: 'broken' }) }),
      expect.objectContaining({ level: 50, context: 'Jobs', msg: 'failed', stack: 'at line 1' }),
    ]);
  });
});

describe('user refs across requests (display only)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  it('are kept by the process, and forgotten the moment it writes that user', async () => {
    const repo = t.app.get(UsersRepository);
    const a = await t.newUser();
    const b = await t.newUser();
    const names = async () => new Map((await repo.findRefsByIds([a.id, b.id])).map((r) => [r._id, r.name]));
    const before = await names();
    // A change behind the repository's back is not seen while the refs are kept…
    await t.db.update(users).set({ name: 'Renamed elsewhere' }).where(eq(users.id, a.id));
    expect((await names()).get(a.id)).toBe(before.get(a.id));
    // …a change through it is seen at once, and the other ref is still answered.
    await repo.update(a.id, { name: 'Renamed here' });
    expect(await names()).toEqual(
      new Map([
        [a.id, 'Renamed here'],
        [b.id, before.get(b.id)],
      ]),
    );
  });
});
