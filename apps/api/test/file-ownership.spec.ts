import { buildClientSchema, getIntrospectionQuery, getNamedType, isInputObjectType, type GraphQLInputType, type IntrospectionQuery } from 'graphql';
import type { EditorSide } from '@pod/shared';
import { newId } from '../src/platform/common/ids';
import {
  designRequests,
  jobs,
  ledgerEntries,
  listings,
  mockupDesigns,
  mockupPresets,
  orderItems,
  orders,
  returnRequests,
  ticketMessages,
  tickets,
} from '../src/platform/db/schema';
import { STORAGE, type StorageDriver } from '../src/platform/storage/storage.driver';
import { blankPng, insertFile, insertImageFile, insertListing, insertPreset, mockupDocument } from './factories';
import { codeOf, TestApp, type SignedInUser } from './harness';

/**
 * Every argument of the schema that takes a file (an id, a document naming files, a storage URL of
 * one) is tried by seller B with seller A's private file: NOT_FOUND, the same answer as a file that
 * never existed, and nothing written. B's own file and the shared ones (a clipart, the catalogue's
 * blank) pass the file check. The schema is walked: an argument whose name says "file" and that no
 * case covers fails the first test, so a new one cannot be added without its check.
 */

/** Argument and input field names that carry a file (or a document or URL naming one). */
const FILEISH = /file|image|design|print|proof|thumb|font|clip|picture|photo|logo|avatar|attach|document|sides|^src$|^url$|^(front|back|sleeve|hood)$/i;
/** Scalars such a value travels in. */
const CARRIERS = new Set(['ID', 'String', 'JSON']);

/** Matches of FILEISH that hold no file, and why. */
const NOT_A_FILE: Record<string, string> = {
  'Mutation.importUpload(filename)': 'the name of a file being uploaded',
  'Mutation.signedUpload(filename)': 'the name of a file being uploaded',
  'input FontUploadFile.filename': 'the name of a font file being uploaded',
  'input MockupDesignImageInput.print_fit': 'how the print fits (a word)',
  'input ProductPresetUpdateInput.print_document': 'the name of a print document layout (text)',
  'input ProductPresetUpdateInput.print_template': 'the name of a print template (text)',
  'Mutation.makeUserNotification(url)': 'a link a notification opens, not a stored file',
  'input NotificationEventInput.url': 'a link a notification opens, not a stored file',
  'Mutation.makeWebhookEndpoint(url)': 'the address webhooks are posted to (checked by the SSRF guard), not a stored file',
  'Mutation.setAppConfig(url)': 'the address channel messages are posted to (checked by the SSRF guard), not a stored file',
  'Query.files(created_by)': 'a user id (the uploader filter)',
  'Mutation.submitDesignRequestFiles(_id)': 'the design request the files are for',
  'Mutation.makeDesignRequest(print_areas)': 'the names of the print areas asked for',
};

/** Every argument and input field (reachable from an argument) whose name says it carries a file. */
async function fileArguments(t: TestApp): Promise<string[]> {
  const schema = buildClientSchema((await t.gql<IntrospectionQuery>(getIntrospectionQuery())).data!);
  const found = new Set<string>();
  const seen = new Set<string>();
  const visitInput = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const f of Object.values(named.getFields())) {
      if (FILEISH.test(f.name) && CARRIERS.has(getNamedType(f.type).name)) found.add(`input ${named.name}.${f.name}`);
      visitInput(f.type);
    }
  };
  for (const root of [schema.getQueryType()!, schema.getMutationType()!])
    for (const field of Object.values(root.getFields()))
      for (const arg of field.args) {
        const carrier = CARRIERS.has(getNamedType(arg.type).name);
        // The operation's own subject is a file (file(_id), removeFile(_id)…).
        const ofFiles = /file|clipart/i.test(field.name) && getNamedType(arg.type).name === 'ID';
        if (carrier && (FILEISH.test(arg.name) || ofFiles)) found.add(`${root.name}.${field.name}(${arg.name})`);
        visitInput(arg.type);
      }
  return [...found].sort();
}

type Call = { query: string; variables: Record<string, unknown> };
/** A file as the case passes it: its id and a signed storage URL of it. */
type Given = { id: string; url: string };
interface Case {
  /** The calls that give a file in this argument (a document may name it in several places). */
  calls: (file: Given) => Call[];
  /** Refused to sellers whatever the file (staff only): FORBIDDEN, before the file is read. */
  staffOnly?: true;
  /** The files B may give here besides nobody else's (default: B's own, a clipart, the catalogue's blank). */
  usable?: () => Given[];
  /** A list: another's file is simply not in it. */
  list?: (data: unknown) => string[];
}

describe('files used by id: one owner-checked read for every argument', () => {
  let t: TestApp;
  let a: SignedInUser;
  let b: SignedInUser;
  let storage: StorageDriver;
  let productId: string;
  let bDesignId: string;
  let bTicketId: string;
  let bDelivered: { orderId: string; itemId: string };
  let bListingId: string;
  let files: { aPrivate: Given; aMockup: Given; bOwn: Given; clipart: Given; catalogue: Given; aImport: Given; bImport: Given };

  const url = (path: string) => storage.getUrl(path, { origin: t.url });
  const given = async (f: { id: string; path: string }): Promise<Given> => ({ id: f.id, url: await url(f.path) });

  beforeAll(async () => {
    t = await TestApp.start({ IMAGE_SIZES_WAIT_MS: '0', RUN_WORKERS: 'false' });
    storage = t.app.get<StorageDriver>(STORAGE);
    a = await t.newUser();
    b = await t.newUser();
    const root = await t.createUser({ role: 'root' });
    const blank = await blankPng(120, 140);
    files = {
      aPrivate: await given(await insertFile(t.db, storage, { type: 'design', createdBy: a.id })),
      aMockup: await given(await insertImageFile(t.db, storage, blank, 'mockup', a.id)),
      bOwn: await given(await insertFile(t.db, storage, { type: 'design', createdBy: b.id })),
      clipart: await given(await insertFile(t.db, storage, { type: 'clipart', createdBy: root.id })),
      catalogue: await given(await insertImageFile(t.db, storage, blank, 'mockup', root.id)),
      aImport: await given(await insertFile(t.db, storage, { type: 'import', createdBy: a.id })),
      bImport: await given(await insertFile(t.db, storage, { type: 'import', createdBy: b.id })),
    };
    const walkTee = await insertPreset(t.db, { name: 'Walk Tee', variants: [{ sku: `FW-${newId().slice(-6)}`, basePrice: '10.00' }] });
    productId = walkTee.id;
    // B's delivered order, for a return request's photos.
    bDelivered = { orderId: newId(), itemId: newId() };
    await t.db.insert(orders).values({
      id: bDelivered.orderId,
      sellerId: b.id,
      status: 'Fulfilled',
      shippingAddress: { name: 'B', address1: '1 Walk St', city: 'Leeds', zip: 'LS1', country: 'GB' },
      shipBySeller: true,
    });
    await t.db.insert(orderItems).values({
      id: bDelivered.itemId,
      orderId: bDelivered.orderId,
      variantId: walkTee.variantIds[0],
      presetId: walkTee.id,
      sku: 'FW',
      name: 'Walk Tee',
      quantity: 100,
      unitPrice: '10.00',
      basePrice: '5.00',
      total: '1000.00',
    });
    const made = await t.gql<{ createMockupDesign: { _id: string } }>(`mutation { createMockupDesign(name: "B's design") { _id } }`, {}, b.token);
    expect(made.errors).toBeUndefined();
    bDesignId = made.data!.createMockupDesign._id;
    const ticket = await t.gql<{ makeTicket: { _id: string } }>(`mutation { makeTicket(subject: "Walk", type: "other", body: "Hello") { _id } }`, {}, b.token);
    expect(ticket.errors).toBeUndefined();
    bTicketId = ticket.data!.makeTicket._id;
    bListingId = await insertListing(t.db, b.id, productId);
  }, 120_000);
  afterAll(() => t.stop());

  /** A one-side document on `blank` with an image layer drawing `art` (no text: no font needed). */
  const documentWith = (blank: string, art: string) => {
    const doc = mockupDocument({ imageId: blank, width: 120, height: 140, artId: art, fontId: '' });
    return { ...doc, sides: doc.sides.map((s) => ({ ...s, layers: (s.layers ?? []).filter((l) => l.type === 'image') })) };
  };
  const sides = (blank: string, art: string) => documentWith(blank, art).sides as EditorSide[];
  const areas = (image: string) => [{ position: 'front', width: 1000, height: 1200, image: { _id: image } }];
  const DESIGN_VARS: Record<string, string> = { image: 'ID', images: '[MockupDesignImageInput!]', prints: '[MockupDesignPrintInput!]' };
  const designCall = (vars: Record<string, unknown>): Call => {
    const [name] = Object.keys(vars);
    return { query: `mutation($${name}: ${DESIGN_VARS[name]}) { createMockupDesign(name: "Walk", ${name}: $${name}) { _id } }`, variables: vars };
  };
  const mockupCall = (vars: Record<string, unknown>, op = 'makeProductMockup'): Call => ({
    query: `mutation($product_id: ID!, $sides: JSON, $print_areas: JSON, $src: String) { ${op}(product_id: $product_id, sides: $sides, print_areas: $print_areas, src: $src, status: "Draft") { _id } }`,
    variables: { product_id: productId, ...vars },
  });
  const listingCall = (vars: Record<string, unknown>): Call => ({
    query: `mutation($product_id: ID!, $images: [ListingImageInput!], $front: String, $back: String, $sleeve: String, $hood: String) {
      makeItemInfo(name: "Walk", product_id: $product_id, images: $images, front: $front, back: $back, sleeve: $sleeve, hood: $hood) { _id } }`,
    variables: { product_id: productId, ...vars },
  });
  const presetCall = (fields: Record<string, unknown>): Call => ({
    query: `mutation($input: ProductPresetUpdateInput!) { productPresetUpdate(input: $input) { _id } }`,
    variables: { input: { _id: productId, ...fields } },
  });
  const renderSide = (document: unknown): Call => ({
    query: `mutation($document: JSON!) { renderMockupSide(document: $document, side: "front") { job_id } }`,
    variables: { document },
  });

  const CASES: Record<string, Case> = {
    'Mutation.makeDesignRequest(images)': {
      calls: (f) => [
        {
          query: `mutation($l: ID, $a: [ID!]) { makeDesignRequest(listing_id: $l, brief: "Like this", print_areas: ["front"], images: $a) { _id } }`,
          variables: { l: bListingId, a: [f.id] },
        },
      ],
    },
    'input DesignRequestFileInput.file_id': {
      staffOnly: true,
      calls: (f) => [
        {
          query: `mutation($id: ID!, $files: [DesignRequestFileInput!]!) { submitDesignRequestFiles(_id: $id, files: $files) { _id } }`,
          variables: { id: newId(), files: [{ area: 'front', file_id: f.id }] },
        },
      ],
    },
    // An announcement's image is super_root's to set (staff may use any file): a seller is refused the operation.
    'Mutation.makeSystemNotification(image_id)': {
      staffOnly: true,
      calls: (f) => [
        {
          query: `mutation($img: ID) { makeSystemNotification(subject: "Walk", content: "Walk", audience: "everyone", image_id: $img) { _id } }`,
          variables: { img: f.id },
        },
      ],
    },
    'Mutation.makeTicket(attachments)': {
      calls: (f) => [
        {
          query: `mutation($a: [ID!]) { makeTicket(subject: "Walk", type: "other", body: "See the photo", attachments: $a) { _id } }`,
          variables: { a: [f.id] },
        },
      ],
    },
    'Mutation.makeReturnRequest(photos)': {
      calls: (f) => [
        {
          query: `mutation($order: ID!, $lines: [ReturnLineInput!]!, $p: [ID!]) { makeReturnRequest(order_id: $order, reason: "damaged", lines: $lines, photos: $p) { _id } }`,
          variables: { order: bDelivered.orderId, lines: [{ item_id: bDelivered.itemId, quantity: 1 }], p: [f.id] },
        },
      ],
    },
    'Mutation.replyTicket(attachments)': {
      calls: (f) => [
        {
          query: `mutation($id: ID!, $a: [ID!]) { replyTicket(_id: $id, body: "See the photo", attachments: $a) { _id } }`,
          variables: { id: bTicketId, a: [f.id] },
        },
      ],
    },
    'Mutation.createMockupDesign(image)': { calls: (f) => [designCall({ image: f.id })] },
    'Mutation.updateMockupDesign(image)': {
      calls: (f) => [
        {
          query: `mutation($_id: ID!, $image: ID) { updateMockupDesign(_id: $_id, name: "Walk", image: $image) { _id } }`,
          variables: { _id: bDesignId, image: f.id },
        },
      ],
    },
    'input MockupDesignImageInput.image': { calls: (f) => [designCall({ images: [{ name: 'Front', image: f.id }] })] },
    'input MockupDesignPrintFileInput.image': { calls: (f) => [designCall({ prints: [{ name: 'front', prints: [{ image: f.id }] }] })] },
    'input OrderLineInput.designs': {
      calls: (f) => [
        {
          query: `mutation($input: CreateOrderInput!) { createOrder(input: $input) { _id } }`,
          variables: {
            input: {
              shipping_address: { name: 'Ada Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'N1 9GU', country: 'gb' },
              items: [{ sku: 'NO-SUCH-SKU', quantity: 1, designs: { front: f.id } }],
            },
          },
        },
      ],
    },
    'Mutation.renderMockupSide(document)': {
      calls: (f) => [renderSide(documentWith(files.catalogue.id, f.id)), renderSide(documentWith(f.id, files.clipart.id))],
    },
    'Mutation.renderPrintFiles(document)': {
      calls: (f) => [
        {
          query: `mutation($document: JSON!) { renderPrintFiles(document: $document) { job_id } }`,
          variables: { document: documentWith(files.catalogue.id, f.id) },
        },
      ],
    },
    'Mutation.makeProductMockup(sides)': {
      calls: (f) => [mockupCall({ sides: sides(files.catalogue.id, f.id) }), mockupCall({ sides: sides(f.id, files.clipart.id) })],
    },
    'Mutation.makeProductMockup(print_areas)': { calls: (f) => [mockupCall({ print_areas: areas(f.id) })] },
    'Mutation.makeProductMockup(src)': { calls: (f) => [mockupCall({ src: f.url })] },
    'Mutation.makeProductMockupPreset(sides)': {
      staffOnly: true,
      calls: (f) => [mockupCall({ sides: sides(files.catalogue.id, f.id) }, 'makeProductMockupPreset')],
    },
    'Mutation.makeProductMockupPreset(print_areas)': { staffOnly: true, calls: (f) => [mockupCall({ print_areas: areas(f.id) }, 'makeProductMockupPreset')] },
    'Mutation.makeProductMockupPreset(src)': { staffOnly: true, calls: (f) => [mockupCall({ src: f.url }, 'makeProductMockupPreset')] },
    'input ListingImageInput.src': { calls: (f) => [listingCall({ images: [{ src: f.url }] })] },
    // A preset's pictures are root's to set (staff may use any file): a seller is refused the operation.
    'input ProductPresetUpdateInput.image': { staffOnly: true, calls: (f) => [presetCall({ image: f.url })] },
    'input ProductPresetUpdateInput.images_thumbnail': { staffOnly: true, calls: (f) => [presetCall({ images_thumbnail: [f.url] })] },
    'Mutation.makeItemInfo(front)': { calls: (f) => [listingCall({ front: f.url })] },
    'Mutation.makeItemInfo(back)': { calls: (f) => [listingCall({ back: f.url })] },
    'Mutation.makeItemInfo(sleeve)': { calls: (f) => [listingCall({ sleeve: f.url })] },
    'Mutation.makeItemInfo(hood)': { calls: (f) => [listingCall({ hood: f.url })] },
    'Mutation.topupAccount(proof_file_id)': {
      calls: (f) => [
        {
          query: `mutation($proof: ID) { topupAccount(amount: 10, payment_method: "bank_transfer", payment_transaction_info: "BT-1", proof_file_id: $proof) { _id } }`,
          variables: { proof: f.id },
        },
      ],
    },
    'Query.file(_id)': { calls: (f) => [{ query: `query($id: ID!) { file(_id: $id) { _id url } }`, variables: { id: f.id } }] },
    'Query.files(ids)': {
      calls: (f) => [{ query: `query($ids: [ID!]) { files(ids: $ids, type: "design") { _id } }`, variables: { ids: [f.id] } }],
      list: (data) => (data as { files: Array<{ _id: string }> }).files.map((x) => x._id),
    },
    'Query.fileBlob(url)': {
      staffOnly: true,
      calls: (f) => [{ query: `query($url: String!) { fileBlob(url: $url) { mimetype } }`, variables: { url: f.url } }],
    },
    // Confirming an upload is the uploader's alone, shared files included.
    'Mutation.updatePreSignedFile(_id)': {
      usable: () => [files.bOwn],
      calls: (f) => [{ query: `mutation($id: ID!) { updatePreSignedFile(_id: $id) { _id } }`, variables: { id: f.id } }],
    },
    'Mutation.removeFile(_id)': { staffOnly: true, calls: (f) => [{ query: `mutation($id: ID!) { removeFile(_id: $id) }`, variables: { id: f.id } }] },
    'Mutation.saveFile(_id)': {
      staffOnly: true,
      calls: (f) => [{ query: `mutation($id: ID!) { saveFile(_id: $id, tags: ["x"]) { _id } }`, variables: { id: f.id } }],
    },
    'Mutation.saveClipart(_id)': {
      staffOnly: true,
      calls: (f) => [{ query: `mutation($id: ID!) { saveClipart(_id: $id, name: "x", tags: []) { _id } }`, variables: { id: f.id } }],
    },
    'input ProductPresetUpdateInput.print_areas': {
      staffOnly: true,
      calls: (f) => [
        {
          query: `mutation($input: ProductPresetUpdateInput!) { productPresetUpdate(input: $input) { _id } }`,
          variables: { input: { _id: productId, print_areas: areas(f.id) } },
        },
      ],
    },
    'Mutation.importPreview(file_id)': {
      usable: () => [files.bImport],
      calls: (f) => [{ query: `mutation($id: ID!) { importPreview(kind: "orders", file_id: $id) { total } }`, variables: { id: f.id } }],
    },
    'Mutation.importConfirm(file_id)': {
      usable: () => [files.bImport],
      calls: (f) => [{ query: `mutation($id: ID!) { importConfirm(kind: "orders", file_id: $id, policy: "skip_failed") { _id } }`, variables: { id: f.id } }],
    },
  };

  /** Rows of everything an accepted call would write. */
  const written = async () =>
    Promise.all(
      [mockupDesigns, orders, mockupPresets, listings, ledgerEntries, jobs, tickets, ticketMessages, returnRequests, designRequests].map((table) =>
        t.db.$count(table as typeof orders),
      ),
    );

  it('every file argument of the schema is covered by a case (or says why it holds no file)', async () => {
    const args = await fileArguments(t);
    expect(args.length).toBeGreaterThan(20);
    const uncovered = args.filter((arg) => !CASES[arg] && !NOT_A_FILE[arg]);
    expect(uncovered).toEqual([]);
    // And no case names an argument the schema no longer has.
    expect(Object.keys(CASES).filter((c) => !args.includes(c))).toEqual([]);
  });

  const reasonsOf = (res: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => res.errors?.[0]?.extensions?.reasons;

  it.each(Object.keys(CASES))('%s: another seller’s file answers NOT_FOUND, as a missing one does, and nothing is written', async (name) => {
    const c = CASES[name];
    // Import files are the importer's own kind: the other seller's import file stands for "private" there.
    const theirs = name.startsWith('Mutation.import') ? files.aImport : files.aPrivate;
    const missing: Given = { id: newId(), url: theirs.url.replace(theirs.id, newId()) };
    for (const [i, call] of c.calls(theirs).entries()) {
      const before = await written();
      const res = await t.gql(call.query, call.variables, b.token);
      if (c.staffOnly) expect({ call: i, code: codeOf(res) }).toEqual({ call: i, code: 'FORBIDDEN' });
      else if (c.list) expect(c.list(res.data)).toEqual([]);
      else {
        expect({ call: i, code: codeOf(res) }).toEqual({ call: i, code: 'NOT_FOUND' });
        // Exactly what a file that never existed answers: existence is not revealed.
        const absent = await t.gql(c.calls(missing)[i].query, c.calls(missing)[i].variables, b.token);
        expect({ code: codeOf(res), reasons: reasonsOf(res) }).toEqual({ code: codeOf(absent), reasons: reasonsOf(absent) });
      }
      expect(await written()).toEqual(before);
    }
  });

  it.each(Object.keys(CASES).filter((n) => !CASES[n].staffOnly))('%s: the seller’s own file and the shared ones pass the file check', async (name) => {
    const c = CASES[name];
    // A seller's mockup photo stays theirs; the catalogue's blank (staff uploaded) and clipart are everyone's.
    const usable = c.usable?.() ?? [files.bOwn, files.clipart, files.catalogue];
    for (const file of usable)
      for (const call of c.calls(file)) {
        const res = await t.gql(call.query, call.variables, b.token);
        if (c.list) expect(c.list(res.data)).toEqual(name === 'Query.files(ids)' && file !== files.bOwn ? [] : [file.id]);
        else expect({ file: file.id, code: codeOf(res) }).not.toEqual({ file: file.id, code: 'NOT_FOUND' });
      }
  });

  it('a seller’s mockup photo is theirs alone: another seller drawing it is refused', async () => {
    const res = await t.gql(
      CASES['Mutation.makeProductMockup(sides)'].calls(files.aMockup)[1].query,
      CASES['Mutation.makeProductMockup(sides)'].calls(files.aMockup)[1].variables,
      b.token,
    );
    expect(codeOf(res)).toBe('NOT_FOUND');
    expect(reasonsOf(res)).toEqual({ 'sides.0.image': 'not_exist' });
  });
});
