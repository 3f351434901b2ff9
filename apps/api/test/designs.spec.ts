import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { newId } from '../src/platform/common/ids';
import { files, mockupDesigns, mockupDesignTagLinks, mockupDesignTags } from '../src/platform/db/schema';
import { seedDesignFiles } from '../src/seed/design-files';
import { seedMockupDesigns } from '../src/seed/designs';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { blankPng, insertImageFile, insertPicture } from './factories';
import { codeOf, doc, TestApp, type SignedInUser } from './harness';

interface DesignView {
  _id: string;
  name: string;
  status: string;
  width: number;
  height: number;
  image_id: string | null;
  images: Array<Record<string, unknown>>;
  prints: Array<{ name: string }>;
  tags: Array<{ _id: string; name: string }>;
  user: { _id: string } | null;
  previews: Array<{ url: string; width: number; height: number } | null>;
}
type Counter = Record<'all' | 'published' | 'draft' | 'trashed', number>;

const FIELDS = `_id name status width height image_id tags { _id name } user { _id } prints { name }
  images { type name image print_fit print_x print_y print_width print_height print_rotate settings { print_x print_scale_x print_crop_x } }
  previews { url width height }`;
const ARGS = `$name: String!, $status: String, $width: Flex, $height: Flex, $image: ID, $images: [MockupDesignImageInput!], $prints: [MockupDesignPrintInput!], $tags: [ID!], $new_tags: [String]`;
const PASS = `name: $name, status: $status, width: $width, height: $height, image: $image, images: $images, prints: $prints, tags: $tags, new_tags: $new_tags`;
const CREATE = doc<{ createMockupDesign: DesignView }>(`mutation(${ARGS}) { createMockupDesign(${PASS}) { ${FIELDS} } }`);
const UPDATE = doc<{ updateMockupDesign: DesignView }>(`mutation($_id: ID!, ${ARGS}) { updateMockupDesign(_id: $_id, ${PASS}) { ${FIELDS} } }`);
const TRASH = doc<{ trashMockupDesign: number }>(`mutation($ids: [ID!]!) { trashMockupDesign(ids: $ids) }`);
const ONE = doc<{ mockupDesign: DesignView }>(`query($id: ID!) { mockupDesign(_id: $id) { ${FIELDS} } }`);
const LIST = doc<{ mockupDesigns: DesignView[] }>(
  `query($name: String, $status: String, $tag: ID, $start: String, $end: String) { mockupDesigns(name: $name, status: $status, tag: $tag, start: $start, end: $end) { _id name status } }`,
);
const COUNTER = doc<{ mockupCounter: Counter }>(`query($name: String, $tag: ID) { mockupCounter(name: $name, tag: $tag) { all published draft trashed } }`);
const TAGS = doc<{ mockupDesignTags: Array<{ _id: string; name: string }> }>(`query($name: String) { mockupDesignTags(name: $name) { _id name } }`);

describe('mockup designs', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;
  let other: SignedInUser;
  let partner: SignedInUser;
  let blank: { id: string };
  let art: { id: string };
  /** A document of the library: no pixels to draw. */
  const pdfId = newId();

  beforeAll(async () => {
    // The API runs the render workers itself here, so a saved design's previews get drawn.
    t = await TestApp.start({ RUN_WORKERS: 'true' });
    const storage = t.app.get<StorageDriver>(STORAGE);
    root = await t.userWithToken({ role: 'root' });
    ({ seller, partner } = await t.cast());
    other = await t.newUser();
    // The catalogue's blank (staff uploaded it) and the seller's own artwork and PDF: files the seller may use.
    blank = await insertImageFile(t.db, storage, await blankPng(530, 630), 'mockup', root.id);
    art = await insertPicture(t.db, storage, 300, 200, '#e11d48', { createdBy: seller.id });
    await t.db.insert(files).values({
      id: pdfId,
      type: 'design',
      status: 'ready',
      path: `files/${pdfId}/a.pdf`,
      filename: 'a.pdf',
      mimetype: 'application/pdf',
      size: 10,
      createdBy: seller.id,
    });
  }, 60_000);
  afterAll(() => t.stop());

  const create = (token: string, vars: Record<string, unknown> = {}) => t.gql(CREATE, { name: 'Sunset', ...vars }, token);
  const created = async (token: string, vars: Record<string, unknown> = {}) => {
    const res = await create(token, vars);
    expect(res.errors).toBeUndefined();
    return res.data!.createMockupDesign;
  };
  const rowCounts = async () => ({
    designs: await t.db.$count(mockupDesigns),
    tags: await t.db.$count(mockupDesignTags),
    links: await t.db.$count(mockupDesignTagLinks),
  });
  /** The seller's designs per status (of one tag's), counted from the designs themselves. */
  const realCounts = async (ownerId: string, tagId?: string): Promise<Counter> => {
    const d = mockupDesigns;
    const links = mockupDesignTagLinks;
    const rows = await t.db
      .select({ status: d.status, n: sql<number>`count(*)::int` })
      .from(d)
      .where(and(eq(d.ownerId, ownerId), tagId ? inArray(d.id, t.db.select({ id: links.designId }).from(links).where(eq(links.tagId, tagId))) : undefined))
      .groupBy(d.status);
    const by = (s: string) => rows.find((r) => r.status === s)?.n ?? 0;
    return { all: by('published') + by('draft') + by('trashed'), published: by('published'), draft: by('draft'), trashed: by('trashed') };
  };

  it('every operation is refused to anonymous callers and partners, and allowed to a seller', async () => {
    const mine = await created(seller.token);
    const calls = [
      (token: string) => create(token),
      (token: string) => t.gql(UPDATE, { _id: mine._id, name: 'Renamed' }, token),
      (token: string) => t.gql(ONE, { id: mine._id }, token),
      (token: string) => t.gql(LIST, {}, token),
      (token: string) => t.gql(COUNTER, {}, token),
      (token: string) => t.gql(TAGS, {}, token),
      (token: string) => t.gql(TRASH, { ids: [mine._id] }, token),
    ];
    for (const call of calls) {
      expect(codeOf(await call(''))).toBe('UNAUTHENTICATED');
      expect(codeOf(await call(partner.token))).toBe('FORBIDDEN');
    }
    for (const call of calls) expect((await call(seller.token)).errors).toBeUndefined();
    expect((await t.gql(ONE, { id: mine._id }, seller.token)).data!.mockupDesign).toMatchObject({ name: 'Renamed', status: 'trashed' });
  });

  it("the designs permission decides: view alone may not add or trash; staff granted it see every seller's designs", async () => {
    const viewer = await t.groupMember({ designs: ['view'] }, 'sale');
    expect((await t.gql(LIST, {}, viewer.token)).errors).toBeUndefined();
    expect(codeOf(await create(viewer.token))).toBe('FORBIDDEN');
    const theirs = await created(seller.token, { name: 'Seen by staff' });
    expect(codeOf(await t.gql(TRASH, { ids: [theirs._id] }, viewer.token))).toBe('FORBIDDEN');
    const qc = await t.userWithToken({ role: 'order_qc' });
    expect(codeOf(await t.gql(LIST, {}, qc.token))).toBe('FORBIDDEN');
    const granted = await t.groupMember({ designs: ['view'] }, 'order_qc');
    expect((await t.gql(ONE, { id: theirs._id }, granted.token)).data!.mockupDesign.name).toBe('Seen by staff');
  });

  it('width and height default to 1100 when empty and are rounded to 2 decimals', async () => {
    expect(await created(seller.token, { width: '', height: null })).toMatchObject({ width: 1100, height: 1100, status: 'draft' });
    expect(await created(seller.token, { width: '800.456', height: 600.004 })).toMatchObject({ width: 800.46, height: 600 });
  });

  it('images and prints without a name are dropped; print settings of 0 or empty are omitted', async () => {
    const d = await created(seller.token, {
      images: [
        { name: '', print_x: 5 },
        { name: 'Front', print_x: 0, print_y: 12.345, print_width: null, settings: { print_x: 0, print_scale_x: 1.5, print_crop_x: null } },
        { print_x: 3 },
      ],
      prints: [{ name: ' ' }, { name: 'Chest', prints: [{ type: 'dtg' }] }],
    });
    expect(d.images).toEqual([
      {
        type: null,
        name: 'Front',
        image: null,
        print_fit: null,
        print_x: null,
        print_y: 12.35,
        print_width: null,
        print_height: null,
        print_rotate: null,
        settings: { print_x: null, print_scale_x: 1.5, print_crop_x: null },
      },
    ]);
    expect(d.prints).toEqual([{ name: 'Chest' }]);
    const [stored] = await t.db.select({ images: mockupDesigns.images }).from(mockupDesigns).where(eq(mockupDesigns.id, d._id));
    expect(stored.images).toEqual([{ name: 'Front', print_y: 12.35, settings: { print_scale_x: 1.5 } }]);
  });

  it('empty new tags are dropped; new tags are made once per owner and can be picked by id later', async () => {
    const d = await created(seller.token, { new_tags: ['', '  ', null, 'Retro', 'retro'] });
    expect(d.tags.map((x) => x.name)).toEqual(['Retro']);
    const again = await created(seller.token, { tags: [d.tags[0]._id], new_tags: ['RETRO', 'Summer'] });
    expect(again.tags.map((x) => x.name).sort()).toEqual(['Retro', 'Summer']);
    expect(await t.db.$count(mockupDesignTags, eq(mockupDesignTags.ownerId, seller.id))).toBe(2);
    // suggestions: a seller sees only their own tags
    await created(other.token, { new_tags: ['Retrowave'] });
    expect((await t.gql(TAGS, { name: 'retr' }, seller.token)).data!.mockupDesignTags.map((x) => x.name)).toEqual(['Retro']);
    expect((await t.gql(TAGS, { name: 'retr' }, root.token)).data!.mockupDesignTags.map((x) => x.name)).toEqual(['Retro', 'Retrowave']);
  });

  it('mockupCounter equals the real counts through create, publish and trash', async () => {
    const counter = async (token = seller.token) => (await t.gql(COUNTER, {}, token)).data!.mockupCounter;
    expect(await counter()).toEqual(await realCounts(seller.id));
    const a = await created(seller.token, { name: 'Counted A' });
    const b = await created(seller.token, { name: 'Counted B', status: 'published' });
    expect(await counter()).toEqual(await realCounts(seller.id));
    const published = await t.gql(UPDATE, { _id: a._id, name: 'Counted A', status: 'published' }, seller.token);
    expect(published.data!.updateMockupDesign.status).toBe('published');
    expect(await counter()).toEqual(await realCounts(seller.id));
    expect((await t.gql(TRASH, { ids: [a._id, b._id] }, seller.token)).data!.trashMockupDesign).toBe(2);
    const now = await counter();
    expect(now).toEqual(await realCounts(seller.id));
    expect(now.trashed).toBeGreaterThanOrEqual(2);
    // staff see everyone's; the other seller's design counts for root only
    const everyone = await counter(root.token);
    expect(everyone.all).toBe((await realCounts(seller.id)).all + (await realCounts(other.id)).all);
    // filtered by name, counted from the rows
    expect((await t.gql(COUNTER, { name: 'counted' }, seller.token)).data!.mockupCounter).toEqual({ all: 2, published: 0, draft: 0, trashed: 2 });
  });

  it("a tag's counter and pages equal the real counts through create, publish, trash and tag change", async () => {
    const first = await created(seller.token, { name: 'Kept A', new_tags: ['Kept'] });
    const tag = first.tags[0]._id;
    /** The tag's designs of a tab as the table has them, newest first. */
    const realIds = async (status?: string) =>
      (
        await t.db
          .select({ id: mockupDesigns.id })
          .from(mockupDesigns)
          .innerJoin(mockupDesignTagLinks, eq(mockupDesignTagLinks.designId, mockupDesigns.id))
          .where(and(eq(mockupDesignTagLinks.tagId, tag), status ? eq(mockupDesigns.status, status) : undefined))
          .orderBy(desc(mockupDesigns.createdAt), desc(mockupDesigns.id))
      ).map((r) => r.id);
    const check = async () => {
      const real = await realCounts(seller.id, tag);
      expect((await t.gql(COUNTER, { tag }, seller.token)).data!.mockupCounter).toEqual(real);
      expect((await t.gql(COUNTER, { tag }, root.token)).data!.mockupCounter).toEqual(real);
      for (const status of [undefined, 'published', 'draft', 'trashed'] as const) {
        const res = await t.gql(LIST, { tag, status }, seller.token);
        expect(res.data!.mockupDesigns.map((d) => d._id)).toEqual(await realIds(status));
        expect(res.headers['x-total']).toBe(String(real[status ?? 'all']));
      }
    };
    await check();
    const second = await created(seller.token, { name: 'Kept B', status: 'published', tags: [tag] });
    await check();
    await t.gql(UPDATE, { _id: first._id, name: 'Kept A', status: 'published', tags: [tag] }, seller.token);
    await check();
    await t.gql(TRASH, { ids: [second._id] }, seller.token);
    await check();
    // tag changes: off the tag, then back on with another
    const off = await t.gql(UPDATE, { _id: second._id, name: 'Kept B', new_tags: ['Kept elsewhere'] }, seller.token);
    expect(off.data!.updateMockupDesign.tags.map((x) => x.name)).toEqual(['Kept elsewhere']);
    await check();
    await t.gql(UPDATE, { _id: second._id, name: 'Kept B', tags: [tag, ...off.data!.updateMockupDesign.tags.map((x) => x._id)] }, seller.token);
    await check();
    expect(await realCounts(seller.id, tag)).toEqual({ all: 2, published: 1, draft: 0, trashed: 1 });
    // with a name, counted from the rows; another seller sees nothing of a tag that is not theirs
    expect((await t.gql(COUNTER, { tag, name: 'kept b' }, seller.token)).data!.mockupCounter).toEqual({ all: 1, published: 0, draft: 0, trashed: 1 });
    // with dates, a range of the tag's links
    const dmy = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('-');
    const inRange = await t.gql(LIST, { tag, start: dmy(-1), end: dmy(1) }, seller.token);
    expect([inRange.data!.mockupDesigns.map((d) => d._id), inRange.headers['x-total']]).toEqual([await realIds(), '2']);
    expect((await t.gql(LIST, { tag, start: dmy(2) }, seller.token)).data!.mockupDesigns).toEqual([]);
    expect((await t.gql(COUNTER, { tag }, other.token)).data!.mockupCounter).toEqual({ all: 0, published: 0, draft: 0, trashed: 0 });
    expect((await t.gql(LIST, { tag }, other.token)).data!.mockupDesigns).toEqual([]);
    // the database refuses a link between one owner's design and another's tag
    const theirs = await created(other.token, { name: 'Not kept' });
    await expect(t.db.insert(mockupDesignTagLinks).values({ designId: theirs._id, tagId: tag, status: 'draft', createdAt: new Date() })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23503', message: expect.stringMatching(/different owners/) }),
    });
  });

  it('lists filter by lower-cased status, name and tag, newest first, with the total in x-total', async () => {
    const tagged = await created(seller.token, { name: 'Tagged Owl', status: 'published', new_tags: ['Owls'] });
    const res = await t.gql(LIST, { status: 'Published', tag: tagged.tags[0]._id }, seller.token);
    expect(res.data!.mockupDesigns.map((d) => d._id)).toEqual([tagged._id]);
    expect(res.headers['x-total']).toBe('1');
    const byName = await t.gql(LIST, { name: 'owl' }, seller.token);
    expect(byName.data!.mockupDesigns.map((d) => d.name)).toEqual(['Tagged Owl']);
    const all = (await t.gql(LIST, {}, seller.token)).data!.mockupDesigns;
    expect(all[0]._id).toBe(tagged._id);
    expect(codeOf(await t.gql(LIST, { status: 'sleeping' }, seller.token))).toBe('BAD_USER_INPUT');
  });

  it('bad input answers BAD_USER_INPUT on the field (a missing file NOT_FOUND) and writes nothing', async () => {
    const othersTag = (await created(other.token, { new_tags: ['Private'] })).tags[0]._id;
    const before = await rowCounts();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '  ' }, 'name', 'required'],
      [{ width: 'wide' }, 'width', 'number'],
      [{ height: -5 }, 'height', 'negative'],
      [{ status: 'sleeping' }, 'status', 'unknown_value'],
      [{ tags: ['not-an-id'] }, 'tags.0', 'invalid_id'],
      [{ tags: [othersTag] }, 'tags.0', 'not_exist'],
      [{ image: '00000000-0000-4000-8000-000000000000' }, 'image', 'not_exist'],
      [{ images: [{ name: 'Front', image: '00000000-0000-4000-8000-000000000000' }] }, 'images.0.image', 'not_exist'],
      [{ images: [{ name: 'Front', print_fit: 'squeeze' }] }, 'images.0.print_fit', 'unknown_value'],
      [{ images: [{ name: 'Front', image: pdfId }] }, 'images.0.image', 'file_type'],
      [{ prints: [{ name: 'Chest', prints: [{ image: 'x' }] }] }, 'prints.0.prints.0.image', 'invalid_id'],
      [{ image: art.id, images: [{ name: 'Off', image: blank.id, print_x: 1000, print_width: 500 }] }, 'images.0', 'range'],
    ];
    for (const [vars, field, reason] of cases) {
      const res = await create(seller.token, { new_tags: ['Never'], ...vars });
      // A file that is not there (or not the caller's: file-ownership.spec) is NOT_FOUND on its field.
      const code = reason === 'not_exist' && /image/.test(field) ? 'NOT_FOUND' : 'BAD_USER_INPUT';
      expect({ field, code: codeOf(res), reason: res.errors?.[0]?.extensions?.reasons?.[field] }).toEqual({ field, code, reason });
      expect(res.errors![0].extensions!.fields![field]).toEqual(expect.any(String));
    }
    expect(codeOf(await t.gql(TRASH, { ids: [] }, seller.token))).toBe('BAD_USER_INPUT');
    expect(await rowCounts()).toEqual(before);
  });

  it("a seller cannot read, change or trash another seller's design (NOT_FOUND); staff can read it", async () => {
    const theirs = await created(other.token, { name: 'Not yours' });
    const mine = await created(seller.token, { name: 'Mine' });
    expect(codeOf(await t.gql(ONE, { id: theirs._id }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(UPDATE, { _id: theirs._id, name: 'Taken' }, seller.token))).toBe('NOT_FOUND');
    expect(codeOf(await t.gql(TRASH, { ids: [mine._id, theirs._id] }, seller.token))).toBe('NOT_FOUND');
    const statuses = await t.db
      .select({ id: mockupDesigns.id, status: mockupDesigns.status, name: mockupDesigns.name })
      .from(mockupDesigns)
      .where(inArray(mockupDesigns.id, [theirs._id, mine._id]));
    expect(statuses.map((s) => [s.name, s.status]).sort()).toEqual([
      ['Mine', 'draft'],
      ['Not yours', 'draft'],
    ]);
    expect((await t.gql(LIST, { name: 'Not yours' }, seller.token)).data!.mockupDesigns).toEqual([]);
    expect((await t.gql(ONE, { id: theirs._id }, root.token)).data!.mockupDesign.user!._id).toBe(other.id);
  });

  it('a saved design gets one preview per mockup image, drawn by the render workers, and a new one when saved again', async () => {
    const images = [
      { name: 'Front', image: blank.id, print_x: 300, print_y: 250, print_width: 500, print_height: 500, print_fit: 'contain' },
      { name: 'No photo' },
    ];
    const d = await created(seller.token, { image: art.id, images });
    const previewOf = (id: string) =>
      t.waitFor(
        async () => {
          const previews = (await t.gql(ONE, { id }, seller.token)).data!.mockupDesign.previews;
          return previews[0] && previews;
        },
        { timeout: 30_000, what: 'a preview' },
      );
    const first = await previewOf(d._id);
    expect(first).toEqual([{ url: expect.stringMatching(/^http/), width: 530, height: 630 }, null]);
    const moved = await t.gql(UPDATE, { _id: d._id, name: d.name, image: art.id, images: [{ ...images[0], print_x: 100 }] }, seller.token);
    expect(moved.errors).toBeUndefined();
    const second = await previewOf(d._id);
    expect(second).toHaveLength(1);
    expect(second[0]!.url).not.toBe(first[0]!.url);
  }, 60_000);

  it('the demo seed gives a seller 30 designs across statuses and tags with served previews; a second run adds nothing', async () => {
    const demo = await t.newUser();
    const ctx = { db: t.db, storage: t.app.get<StorageDriver>(STORAGE), env: t.env };
    const people = new Map([['sale' as const, demo.id]]);
    await seedDesignFiles(ctx, people);
    await seedMockupDesigns(ctx, people);
    await seedMockupDesigns(ctx, people);
    const counter = (await t.gql(COUNTER, {}, demo.token)).data!.mockupCounter;
    expect(counter).toEqual(await realCounts(demo.id));
    expect(counter.all).toBe(30);
    expect(Math.min(counter.published, counter.draft, counter.trashed)).toBeGreaterThan(0);
    const ids = (await t.db.select({ id: mockupDesigns.id }).from(mockupDesigns).where(eq(mockupDesigns.ownerId, demo.id))).map((r) => r.id);
    const one = (await t.gql(ONE, { id: ids[1] }, demo.token)).data!.mockupDesign;
    expect(one.tags.length).toBeGreaterThan(0);
    expect(one.previews.length).toBe(one.images.length);
    const picture = await fetch(one.previews[0]!.url);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/webp']);
  }, 120_000);
});
