import { invoices, manufactures, manufactureWorkers, mrpBatches, timeline } from '../src/platform/db/schema';
import { newId } from '../src/platform/common/ids';
import { TIMELINE_ENTITIES } from '../src/platform/timeline/timeline.entities';
import { TimelineStartupCheck } from '../src/platform/timeline/timeline-startup-check';
import { TimelineService } from '../src/platform/timeline/timeline.service';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

const TIMELINE = doc<{ timeline: Array<{ entity: string; entity_id: string; to: string }> }>(
  `query($entity: String!, $id: ID!) { timeline(entity: $entity, entity_id: $id) { entity entity_id to } }`,
);

/** The timeline is deny by default: every entity kind has its owning module's check, and strangers get NOT_FOUND. */
describe('timeline access', () => {
  let t: TestApp;
  let sr: SignedInUser;
  beforeAll(async () => {
    t = await TestApp.start({ RUN_WORKERS: 'false' });
    sr = await t.userWithToken({ role: 'super_root' });
  });
  afterAll(() => t.stop());

  const entry = (entity: string, entityId: string) =>
    t.db.insert(timeline).values({ id: newId(), entity, entityId, from: 'pending', to: 'paid', transition: 'pay', actorId: sr.id, realActorId: sr.id });

  it('every timeline entity kind has an ownership check registered', async () => {
    expect(t.app.get(TimelineService).unchecked()).toEqual([]);
    // And each kind runs it: an id that is no row is NOT_FOUND even for super_root, never an empty history.
    for (const entity of Object.keys(TIMELINE_ENTITIES)) {
      const id = newId();
      await entry(entity, id);
      expect([entity, codeOf(await t.gql(TIMELINE, { entity, id }, sr.token))]).toEqual([entity, 'NOT_FOUND']);
    }
  });

  it('the API does not start while a timeline entity has no ownership check', () => {
    // A timeline service no module registered with: the start-up check names every entity.
    const bare = new TimelineService(null as never);
    expect(() => new TimelineStartupCheck(bare).onApplicationBootstrap()).toThrow(/without an ownership check.*order/);
    expect(() => t.app.get(TimelineStartupCheck).onApplicationBootstrap()).not.toThrow();
  });

  it("another seller's invoice history is refused; the seller and staff read it", async () => {
    const owner = await t.newUser();
    const stranger = await t.newUser();
    const accounting = await t.userWithToken({ role: 'accounting' });
    const id = newId();
    await t.db.insert(invoices).values({
      id,
      sellerId: owner.id,
      periodStart: '2026-01-05',
      periodEnd: '2026-01-11',
      orderCount: 1,
      productCost: '10.00',
      estimatedShipping: '4.00',
      total: '14.00',
    });
    await entry('invoice', id);
    expect(codeOf(await t.gql(TIMELINE, { entity: 'invoice', id }, stranger.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(`query($id: ID!) { invoice(_id: $id) { _id } }`, { id }, stranger.token))).toBe('NOT_FOUND');
    for (const reader of [owner, accounting, sr]) expect((await t.gql(TIMELINE, { entity: 'invoice', id }, reader.token)).data?.timeline).toHaveLength(1);
  });

  it("another factory's batch history is refused; its workers and root read it", async () => {
    const [lisbon, berlin] = [newId(), newId()];
    await t.db.insert(manufactures).values([
      { id: lisbon, name: `Lisbon ${lisbon.slice(-4)}` },
      { id: berlin, name: `Berlin ${berlin.slice(-4)}` },
    ]);
    const lisboner = await t.userWithToken({ role: 'printer' });
    const berliner = await t.userWithToken({ role: 'printer' });
    const root = await t.userWithToken({ role: 'root' });
    await t.db.insert(manufactureWorkers).values([
      { manufactureId: lisbon, userId: lisboner.id },
      { manufactureId: berlin, userId: berliner.id },
    ]);
    const id = newId();
    await t.db.insert(mrpBatches).values({ id, code: `B${newId().slice(-6).toUpperCase()}`, manufactureId: lisbon });
    await entry('batch', id);
    expect(codeOf(await t.gql(TIMELINE, { entity: 'batch', id }, berliner.token))).toBe('NOT_FOUND');
    for (const reader of [lisboner, root, sr]) expect((await t.gql(TIMELINE, { entity: 'batch', id }, reader.token)).data?.timeline).toHaveLength(1);
  });
});
