import { eq } from 'drizzle-orm';
import { DomainError } from '../src/platform/common/errors';
import { defineMachine } from '../src/platform/common/state-machine';
import { outbox, timeline, users } from '../src/platform/db/schema';
import { codeOf, doc, TestApp } from './harness';

const SET = doc<{ setUsersStatus: number }>(`mutation($ids: [ID!]!, $status: String!) { setUsersStatus(ids: $ids, status: $status) }`);
const SWITCH = doc<{ switchUser: { token: string; _id: string } }>(`mutation($id: ID!) { switchUser(_id: $id) { token _id } }`);
interface Entry {
  entity: string;
  entity_id: string;
  from: string;
  to: string;
  transition: string;
  note: string | null;
  actor: { _id: string; email: string; name: string } | null;
  real_actor: { _id: string; email: string; name: string } | null;
}
const TIMELINE = doc<{ timeline: Entry[] }>(
  `query($entity: String!, $id: ID!) { timeline(entity: $entity, entity_id: $id) { _id entity entity_id from to transition note created_at actor { _id email name } real_actor { _id email name } } }`,
);

describe('state machines and the timeline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.stop());

  const timelineRows = (entityId: string) => t.db.select().from(timeline).where(eq(timeline.entityId, entityId));

  describe('defineMachine (a machine declared here)', () => {
    const machine = defineMachine({
      entity: 'user',
      states: ['Draft', 'Paid', 'Shipped'] as const,
      transitions: {
        pay: {
          from: ['Draft'],
          to: 'Paid',
          guard: ({ context }: { context: { amountCents: number } }) =>
            context.amountCents > 0 ? null : { reason: 'transition_refused', message: 'There is nothing to pay.' },
        },
        ship: { from: ['Paid'], to: 'Shipped', guard: () => 'The carrier is not connected.' },
      },
    });

    async function fire(from: string, transition: 'pay' | 'ship', amountCents: number, entityId: string) {
      return t.db.transaction((tx) => machine.fire(tx, { entityId, from, transition, actor: null, note: ' first payment ', context: { amountCents } }));
    }
    async function refusal(run: Promise<unknown>): Promise<DomainError> {
      const e: unknown = await run.then(
        () => null,
        (err: unknown) => err,
      );
      if (!(e instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(e)}`);
      return e;
    }

    it('refuses a transition not allowed from the current state, with CONFLICT, a reason and a message, writing nothing', async () => {
      const id = (await t.createUser({ role: 'sale' })).id;
      const e = await refusal(fire('Shipped', 'pay', 100, id));
      expect([e.code, e.reasons, e.message]).toEqual([
        'CONFLICT',
        { transition: 'transition_not_allowed' },
        'A user that is Shipped cannot be moved by "pay" (allowed from Draft).',
      ]);
      expect((await refusal(fire('Lost', 'pay', 100, id))).reasons).toEqual({ transition: 'transition_not_allowed' });
      expect(await timelineRows(id)).toEqual([]);
    });

    it('refuses what a guard refuses, with its reason, writing nothing', async () => {
      const id = (await t.createUser({ role: 'sale' })).id;
      const e = await refusal(fire('Draft', 'pay', 0, id));
      expect([e.code, e.reasons, e.fields]).toEqual(['CONFLICT', { transition: 'transition_refused' }, { transition: 'There is nothing to pay.' }]);
      expect((await refusal(fire('Paid', 'ship', 100, id))).message).toBe('The carrier is not connected.');
      expect(await timelineRows(id)).toEqual([]);
    });

    it('a good transition answers the new state and writes its timeline row in the same transaction', async () => {
      const id = (await t.createUser({ role: 'sale' })).id;
      expect(await fire('Draft', 'pay', 100, id)).toBe('Paid');
      expect(await timelineRows(id)).toEqual([
        expect.objectContaining({ entity: 'user', entityId: id, from: 'Draft', to: 'Paid', transition: 'pay', note: 'first payment', actorId: null }),
      ]);
      // Rolled back with the change it describes.
      await expect(
        t.db.transaction(async (tx) => {
          await machine.fire(tx, { entityId: id, from: 'Draft', transition: 'pay', actor: null, context: { amountCents: 5 } });
          throw new Error('the change fails');
        }),
      ).rejects.toThrow('the change fails');
      expect(await timelineRows(id)).toHaveLength(1);
      expect(machine.allowedFrom('Draft')).toEqual(['pay']);
    });

    it('a transition with a permission refuses an actor without it (FORBIDDEN) and records the real actor of one with it', async () => {
      const guarded = defineMachine({
        entity: 'user',
        states: ['Open', 'Closed'],
        transitions: { close: { from: ['Open'], to: 'Closed', permission: ['users', 'update'] } },
      });
      const id = (await t.createUser({ role: 'sale' })).id;
      const [who, really] = [(await t.createUser({ role: 'sale' })).id, (await t.createUser({ role: 'root' })).id];
      const viewer = {
        user: { id: who },
        actorId: who,
        permissions: [{ module: 'users', title: 'users', access: { view: true, add: false, update: false, delete: false } }],
      };
      const e = await refusal(t.db.transaction((tx) => guarded.fire(tx, { entityId: id, from: 'Open', transition: 'close', actor: viewer })));
      expect(e.code).toBe('FORBIDDEN');
      const editor = {
        user: { id: who },
        actorId: really,
        permissions: [{ module: 'users', title: 'users', access: { view: true, add: false, update: true, delete: false } }],
      };
      await t.db.transaction((tx) => guarded.fire(tx, { entityId: id, from: 'Open', transition: 'close', actor: editor }));
      expect(await timelineRows(id)).toEqual([expect.objectContaining({ transition: 'close', actorId: who, realActorId: really })]);
    });

    it('refuses a definition naming an unknown state', () => {
      expect(() => defineMachine({ entity: 'user', states: ['A', 'B'], transitions: { go: { from: ['A'], to: 'C' as 'B' } } })).toThrow(
        'Machine "user": transition "go" names unknown states C',
      );
    });
  });

  describe("a user's status through GraphQL (the first real machine)", () => {
    it('a transition the machine does not allow answers CONFLICT and changes nobody', async () => {
      const sr = await t.userWithToken({ role: 'super_root' });
      const active = await t.createUser({ role: 'sale' });
      const disabled = await t.createUser({ role: 'sale', status: 'Disabled' });
      const eventsBefore = (await t.db.select().from(outbox)).length;
      const res = await t.gql(SET, { ids: [active.id, disabled.id], status: 'Pending' }, sr.token);
      expect(codeOf(res)).toBe('CONFLICT');
      expect(res.errors![0].extensions!.reasons).toEqual({ transition: 'transition_not_allowed' });
      expect(res.errors![0].message).toBe('A user that is Disabled cannot be moved by "hold" (allowed from Active).');
      // The web words the refusal from its code and data, not from the English message.
      expect(res.errors![0].extensions!.text).toEqual({ code: 'transition_not_allowed', params: { entity: 'user', from: 'Disabled', transition: 'hold' } });
      // All or nothing: the allowed one did not change either, and nothing was recorded.
      const rows = await t.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, active.id));
      expect(rows).toEqual([{ id: active.id, status: 'Active' }]);
      expect([...(await timelineRows(active.id)), ...(await timelineRows(disabled.id))]).toEqual([]);
      expect((await t.db.select().from(outbox)).length).toBe(eventsBefore);
    });

    it('a good one writes a timeline row readable through GraphQL, with the real actor under switch-user', async () => {
      // A super_root: switching lands only on rights within the actor's (root holds no users module).
      const root = await t.userWithToken({ role: 'super_root', name: 'root user' });
      const admin = await t.groupMember({ users: ['view', 'update'] });
      const target = await t.createUser({ role: 'sale', name: 'Target Seller' });
      const switched = await t.gql(SWITCH, { id: admin.id }, root.token, { 'x-super-token': root.super_token! });
      expect(switched.errors).toBeUndefined();
      const asAdmin = switched.data!.switchUser.token;
      expect((await t.gql(SET, { ids: [target.id], status: 'Disabled' }, asAdmin, { 'x-fake-login': '1' })).data?.setUsersStatus).toBe(1);
      const back = await t.gql(SET, { ids: [target.id], status: 'Active' }, admin.token);
      expect(back.errors).toBeUndefined();
      expect(back.data?.setUsersStatus).toBe(1);

      const res = await t.gql(TIMELINE, { entity: 'user', id: target.id }, admin.token);
      expect(res.errors).toBeUndefined();
      expect(res.data!.timeline).toEqual([
        expect.objectContaining({
          entity: 'user',
          entity_id: target.id,
          from: 'Active',
          to: 'Disabled',
          transition: 'disable',
          actor: { _id: admin.id, email: admin.email, name: 'root user' },
          real_actor: { _id: root.id, email: root.email, name: 'root user' },
        }),
        expect.objectContaining({
          from: 'Disabled',
          to: 'Active',
          transition: 'activate',
          actor: expect.objectContaining({ _id: admin.id }),
          real_actor: null,
        }),
      ]);
    });

    it("reading a timeline needs the entity's view permission; bad arguments are refused", async () => {
      const target = await t.createUser({ role: 'sale' });
      const seller = await t.userWithToken({ role: 'sale' });
      const viewer = await t.groupMember({ users: ['view'] });
      expect(codeOf(await t.gql(TIMELINE, { entity: 'user', id: target.id }, null))).toBe('UNAUTHENTICATED');
      expect(codeOf(await t.gql(TIMELINE, { entity: 'user', id: target.id }, seller.token))).toBe('FORBIDDEN');
      expect((await t.gql(TIMELINE, { entity: 'user', id: target.id }, viewer.token)).data?.timeline).toEqual([]);
      const unknown = await t.gql(TIMELINE, { entity: 'ordres', id: target.id }, viewer.token);
      expect([codeOf(unknown), unknown.errors![0].extensions!.reasons]).toEqual(['BAD_USER_INPUT', { entity: 'unknown_value' }]);
      expect(codeOf(await t.gql(TIMELINE, { entity: 'user', id: 'not-an-id' }, viewer.token))).toBe('BAD_USER_INPUT');
    });
  });
});
