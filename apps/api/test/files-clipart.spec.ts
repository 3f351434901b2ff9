import { files, fileTags } from '../src/platform/db/schema';
import { codeOf, doc, png, TestApp, type FileView, type SignedInUser } from './harness';

interface ClipartView {
  _id: string;
  name: string;
  tags: Array<{ name: string }>;
  file: Pick<FileView, '_id' | 'url' | 'type' | 'image_sizes'>;
}

const CLIPARTS = doc<{ cliparts: ClipartView[] }>(
  `query($name: String, $tags: [String!], $page: Int) { cliparts(name: $name, tags: $tags, page: $page) { _id name tags { name } file { _id url type image_sizes { name width height } } } }`,
);
const SAVE = doc<{ saveClipart: Omit<ClipartView, 'file'> }>(
  `mutation($id: ID!, $name: String!, $tags: [String!]!) { saveClipart(_id: $id, name: $name, tags: $tags) { _id name tags { name } } }`,
);

describe('clipart library', () => {
  let t: TestApp;
  let root: SignedInUser;
  let seller: SignedInUser;

  beforeAll(async () => ({ t, root, seller } = await TestApp.startWith({ root: 'root', seller: 'sale' }, { RUN_WORKERS: 'true' })));
  afterAll(() => t.stop());

  async function uploadClipart(filename: string, type = 'clipart') {
    return t.upload(root.token, { type, filename, bytes: await png(400, 400) });
  }

  it('uploads through signedUpload(type: clipart), lists 50 a page with x-total, names and tags items', async () => {
    const star = await uploadClipart('Star shape.png');
    expect(star.name).toBe('Star shape');
    await uploadClipart('Heart.png');
    await uploadClipart('Not clipart.png', 'design');
    const list = await t.gql(CLIPARTS, {}, seller.token);
    expect(list.headers['x-total']).toBe('2');
    expect(list.data!.cliparts.map((c) => c.name).sort()).toEqual(['Heart', 'Star shape']);
    expect(list.data!.cliparts[0].file.image_sizes.map((s) => s.name)).toEqual(['thumbnail', 'small']);
    const saved = await t.gql(SAVE, { id: star._id, name: '  Gold   star ', tags: ['Shapes', 'gold'] }, root.token);
    expect(saved.data!.saveClipart).toMatchObject({ name: 'Gold star', tags: [{ name: 'gold' }, { name: 'Shapes' }] });
    expect((await t.gql(CLIPARTS, { name: 'GOLD' }, seller.token)).data!.cliparts.map((c) => c._id)).toEqual([star._id]);
    expect((await t.gql(CLIPARTS, { tags: ['shapes'] }, seller.token)).data!.cliparts.map((c) => c._id)).toEqual([star._id]);

    // 50 a page by default.
    const now = Date.now();
    await t.db.insert(files).values(
      Array.from({ length: 55 }, (_, i) => {
        const id = `00000000-0000-7000-8000-${String(i).padStart(12, '0')}`;
        return {
          id,
          type: 'clipart',
          status: 'ready',
          path: `files/${id}/original.png`,
          filename: `c${i}.png`,
          mimetype: 'image/png',
          size: 10,
          createdAt: new Date(now - i * 1000),
        };
      }),
    );
    const page1 = await t.gql(CLIPARTS, {}, seller.token);
    expect([page1.data!.cliparts.length, page1.headers['x-total']]).toEqual([50, '57']);
    expect((await t.gql(CLIPARTS, { page: 2 }, seller.token)).data!.cliparts).toHaveLength(7);
  });

  it('saveClipart: denied without files update, bad input writes nothing, only clipart items', async () => {
    const item = await uploadClipart('Moon.png');
    expect(codeOf(await t.gql(SAVE, { id: item._id, name: 'x', tags: [] }, seller.token))).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(CLIPARTS, {}, null))).toBe('UNAUTHENTICATED');
    const before = await t.db.$count(fileTags);
    for (const name of ['   ', 'n'.repeat(201)]) {
      const res = await t.gql(SAVE, { id: item._id, name, tags: ['brand-new-tag'] }, root.token);
      expect(codeOf(res)).toBe('BAD_USER_INPUT');
      expect(res.errors![0].extensions?.fields?.name).toBeTruthy();
    }
    expect(await t.db.$count(fileTags)).toBe(before);
    const design = await uploadClipart('Design.png', 'design');
    expect(codeOf(await t.gql(SAVE, { id: design._id, name: 'x', tags: [] }, root.token))).toBe('NOT_FOUND');
    expect((await t.gql(SAVE, { id: item._id, name: 'Full moon', tags: [] }, root.token)).data!.saveClipart.name).toBe('Full moon');
  });
});
