import { eq } from 'drizzle-orm';
import { productions } from '../src/platform/db/schema';
import { manufacturingWorld, REPORT, SCAN } from './factories/manufacturing';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const PRODUCTION_REPORT = doc<{
  productionReport: {
    station_days: Array<{ day: string; station: string; units: number }>;
    workers: Array<{ worker_id: string; station: string; units: number }>;
    station_errors: Array<{ station: string; units: number; errors: number; rate: number | null }>;
    error_codes: Array<{ code: number; station: string; errors: number; rate: number | null }>;
    station_times: Array<{ station: string; stays: number; avg_seconds: number }>;
    reprints: { productions: number; reproductions: number; ratio: number | null };
    late: { open_late: number; packed_late: number; packed_on_time: number; productions: Array<{ code: string; status: string }> };
  };
}>(`query($tab: String) { productionReport(tab: $tab) {
  station_days { day station units } workers { worker_id station units }
  station_errors { station units errors rate } error_codes { code station errors rate }
  station_times { station stays avg_seconds } reprints { productions reproductions ratio }
  late { open_late packed_late packed_on_time productions { code status } } } }`);

const MIN = 60_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

describe('production report', () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof manufacturingWorld>>;
  let root: SignedInUser;
  let sr: SignedInUser;

  beforeAll(async () => {
    // The hand-built week sends scans of days ago: a week's offline window (the setting) lets them in.
    t = await TestApp.start({ SCAN_OFFLINE_WINDOW_HOURS: '168' });
    [root, sr] = [await t.userWithToken({ role: 'root' }), await t.userWithToken({ role: 'super_root' })];
    w = await manufacturingWorld(t, root);
  });
  afterAll(() => t.stop());

  it('is denied to the factory roles, order_qc and a seller, allowed to root and super_root, and needs a factory and a known tab', async () => {
    const seller = await w.newSeller();
    for (const who of [w.workers.cutting, w.workers.printer, w.workers.sewer, w.workers.packager, w.workers.qc, seller]) {
      expect(codeOf(await t.gql(PRODUCTION_REPORT, { tab: 'today' }, who.token, w.at(w.lisbon)))).toBe('FORBIDDEN');
    }
    expect(codeOf(await t.gql(PRODUCTION_REPORT, { tab: 'today' }, '', w.at(w.lisbon)))).toBe('UNAUTHENTICATED');
    for (const who of [root, sr]) expect((await t.gql(PRODUCTION_REPORT, { tab: 'today' }, who.token, w.at(w.lisbon))).errors).toBeUndefined();
    expect(codeOf(await t.gql(PRODUCTION_REPORT, { tab: 'today' }, root.token))).toBe('BAD_USER_INPUT');
    const bad = await t.gql(PRODUCTION_REPORT, { tab: 'forever' }, root.token, w.at(w.lisbon));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions?.reasons).toEqual({ tab: 'unknown_value' });
  });

  it('gives the figures of a hand-built week of scans and errors', async () => {
    const seller = await w.newSeller();
    await w.paidOrder(seller, [[w.skus.tee, 3]]);
    await w.releaseAfter(61);
    const [p1, p2, p3] = (await t.db.select().from(productions).where(eq(productions.manufactureId, w.lisbon))).sort((a, b) => a.code.localeCompare(b.code));
    const now = Date.now();
    const twoDaysAgo = now - 2 * 24 * 60 * MIN;
    const scan = async (who: SignedInUser, code: string, at: number, to: string) => {
      const res = await t.gql(SCAN, { id: code, at: new Date(at).toISOString() }, who.token, w.at(w.lisbon));
      expect(res.data?.mrpProductNextProcessStep).toMatchObject({ changed: true, to });
    };
    // two days ago: p1 is cut in 10 minutes and printed in 30
    await scan(w.workers.cutting, p1.code, twoDaysAgo, 'Cutting');
    await scan(w.workers.cutting, p1.code, twoDaysAgo + 10 * MIN, 'Printing');
    await scan(w.workers.printer, p1.code, twoDaysAgo + 40 * MIN, 'Sewing');
    // today: p2 is cut in 10 minutes, then ruined at the press (2001); p3 is taken in and has a fabric defect (1002): both ruin the blank and make a reproduction
    await scan(w.workers.cutting, p2.code, now - 60 * MIN, 'Cutting');
    await scan(w.workers.cutting, p2.code, now - 50 * MIN, 'Printing');
    await scan(w.workers.cutting, p3.code, now - 30 * MIN, 'Cutting');
    expect((await t.gql(REPORT, { id: p2.id, errors: [2001] }, w.workers.printer.token, w.at(w.lisbon))).errors).toBeUndefined();
    expect((await t.gql(REPORT, { id: p3.id, errors: [1002] }, w.workers.cutting.token, w.at(w.lisbon))).errors).toBeUndefined();
    // p1 was released two days ago and should have shipped yesterday
    await t.db
      .update(productions)
      .set({ createdAt: new Date(twoDaysAgo - MIN), shipBy: new Date(now - 24 * 60 * MIN) })
      .where(eq(productions.id, p1.id));

    const today = (await t.gql(PRODUCTION_REPORT, { tab: 'today' }, root.token, w.at(w.lisbon))).data!.productionReport;
    expect(today.station_days).toEqual([
      { day: dayOf(new Date(now)), station: 'Cutting', units: 2 },
      { day: dayOf(new Date(now)), station: 'Printing', units: 1 },
    ]);
    expect(today.workers).toEqual([{ worker_id: w.workers.cutting.id, station: 'Cutting', units: 2 }]);
    expect(today.station_errors).toEqual([
      { station: 'Cutting', units: 2, errors: 1, rate: 0.5 },
      { station: 'Printing', units: 1, errors: 1, rate: 1 },
    ]);
    expect(today.error_codes.sort((a, b) => a.code - b.code)).toEqual([
      { code: 1002, station: 'Cutting', errors: 1, rate: 0.5 },
      { code: 2001, station: 'Printing', errors: 1, rate: 1 },
    ]);
    expect(today.station_times).toEqual([{ station: 'Cutting', stays: 1, avg_seconds: 600 }]);
    expect(today.reprints).toEqual({ productions: 2, reproductions: 2, ratio: 1 });
    expect(today.late).toEqual({ open_late: 1, packed_late: 0, packed_on_time: 0, productions: [{ code: p1.code, status: 'Sewing' }] });

    const week = (await t.gql(PRODUCTION_REPORT, { tab: 'last7day' }, sr.token, w.at(w.lisbon))).data!.productionReport;
    const past = dayOf(new Date(twoDaysAgo));
    expect(week.station_days).toEqual([
      { day: past, station: 'Cutting', units: 1 },
      { day: past, station: 'Printing', units: 1 },
      { day: past, station: 'Sewing', units: 1 },
      { day: dayOf(new Date(now)), station: 'Cutting', units: 2 },
      { day: dayOf(new Date(now)), station: 'Printing', units: 1 },
    ]);
    expect(week.workers).toEqual([
      { worker_id: w.workers.cutting.id, station: 'Cutting', units: 3 },
      { worker_id: w.workers.printer.id, station: 'Printing', units: 1 },
    ]);
    expect(week.station_times).toEqual([
      { station: 'Cutting', stays: 2, avg_seconds: 600 },
      { station: 'Printing', stays: 1, avg_seconds: 1800 },
    ]);
    expect(week.reprints).toEqual({ productions: 3, reproductions: 2, ratio: 0.6667 });
    // Berlin saw none of it
    const berlin = (await t.gql(PRODUCTION_REPORT, { tab: 'thismonth' }, root.token, w.at(w.berlin))).data!.productionReport;
    expect(berlin.station_days).toEqual([]);
    expect(berlin.reprints).toEqual({ productions: 0, reproductions: 0, ratio: null });
  });
});
