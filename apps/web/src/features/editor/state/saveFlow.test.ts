import { describe, expect, it, vi } from 'vitest';
import { defaultMockupDocument, type MockupDocument } from '@pod/shared';
import { detailsOfListing, listingValues, sidesWithMockups } from './details';
import { runSaveFlow, type Generated, type SaveFlowSteps } from './saveFlow';
import type { EditorPreset } from '../types';

const doc = (): MockupDocument => {
  const d = defaultMockupDocument();
  d.sides[0].image.url = 'http://x/front.png';
  d.sides[0].layers.push(
    { id: 'a', name: 'untyped', type: '', settings: [] },
    { id: 'b', name: 'text 1', type: 'text', settings: [{ name: 'x', value: 1.23456 }] },
  );
  return d;
};
const steps = (extra: Partial<SaveFlowSteps> = {}): SaveFlowSteps => ({
  uploadLocalImages: async (d) => d,
  preview: async (_d, side) => ({ side: side.id, name: side.name, url: `http://x/${side.id}.webp`, width: 2000, height: 2000, jobId: null }),
  printFiles: async () => [{ side: 'front', position: 'front', url: 'http://x/front-print.png', jobId: null }],
  save: async () => 'mockup-1',
  ...extra,
});

describe('runSaveFlow', () => {
  it('previews sides with an image only, normalised, saves them with their previews and print files (the preset-edit flow: no release)', async () => {
    const done = vi.fn();
    const preview = vi.fn(steps().preview);
    const save = vi.fn(async (_d: MockupDocument, _made: Generated) => 'template-1');
    const out = await runSaveFlow(doc(), steps({ preview, save }), done);
    expect(out).toMatchObject({ kind: 'saved', saved: { mockupId: 'template-1', listingId: null }, previews: [{ side: 'front' }] });
    expect(done.mock.calls.flat()).toEqual(['generate', 'save', 'release']);
    const sent = preview.mock.calls[0][1];
    expect(sent.layers.map((l) => l.id)).toEqual(['b']);
    expect(sent.layers[0].settings.find((s) => s.name === 'x')!.value).toBe(1.23);
    const [savedDoc, made] = save.mock.calls[0];
    expect(savedDoc.sides[0].layers.map((l) => l.id)).toEqual(['b']);
    expect(made.previews.map((p) => p.url)).toEqual(['http://x/front.webp']);
    expect(made.printFiles.map((p) => p.url)).toEqual(['http://x/front-print.png']);
  });
  it('the normal flow: saves the mockup, then releases the listing made from it, each marked done', async () => {
    const done = vi.fn();
    const order: string[] = [];
    const release = vi.fn(async (_d: MockupDocument, _m: Generated, mockupId: string) => {
      order.push(`release ${mockupId}`);
      return 'listing-1';
    });
    const out = await runSaveFlow(
      doc(),
      steps({
        save: async () => {
          order.push('save');
          return 'mockup-9';
        },
        release,
      }),
      done,
    );
    expect(out).toMatchObject({ kind: 'saved', saved: { mockupId: 'mockup-9', listingId: 'listing-1' } });
    expect(order).toEqual(['save', 'release mockup-9']);
    expect(done.mock.calls.flat()).toEqual(['generate', 'save', 'release']);
  });
  it('stops at the failing step: nothing after it runs', async () => {
    const done = vi.fn();
    const boom = new Error('server says no');
    const save = vi.fn(async () => 'm');
    const release = vi.fn(async () => 'l');
    expect(await runSaveFlow(doc(), steps({ uploadLocalImages: async () => Promise.reject(boom), save, release }), done)).toMatchObject({
      kind: 'failed',
      stage: 'upload',
      error: boom,
    });
    expect(await runSaveFlow(doc(), steps({ preview: async () => Promise.reject(boom), save, release }), done)).toMatchObject({
      kind: 'failed',
      stage: 'generate',
    });
    expect(save).not.toHaveBeenCalled();
    expect(await runSaveFlow(doc(), steps({ save: async () => Promise.reject(boom), release }), done)).toMatchObject({
      kind: 'failed',
      stage: 'save',
      error: boom,
    });
    expect(release).not.toHaveBeenCalled();
    expect(done.mock.calls.flat()).toEqual(['generate']);
    done.mockClear();
    const failed = await runSaveFlow(doc(), steps({ release: async () => Promise.reject(boom) }), done);
    expect(failed).toMatchObject({ kind: 'failed', stage: 'release', error: boom, previews: [{ side: 'front' }] });
    expect(done.mock.calls.flat()).toEqual(['generate', 'save']);
  });
});

const variants = [
  { _id: 'v1', sku: 'TS-S', price: '10.00', name_value: [{ name: 'Size', value: 'S', __typename: 'NameValue' }] },
  { _id: 'v2', sku: 'TS-M', price: '11.00', name_value: [{ name: 'Size', value: 'M' }] },
] as unknown as EditorPreset['attribute_specifics'];
const preset = { name: 'Tee', attribute_specifics: variants } as unknown as EditorPreset;
const made: Generated = {
  previews: [
    { side: 'front', name: 'Front', url: 'http://x/front.webp', width: 2000, height: 2000, jobId: null },
    { side: 'back', name: 'Back', url: null, width: null, height: null, jobId: 'job-1' },
  ],
  printFiles: [
    { side: 'front', position: 'front', url: 'http://x/front-print.png', jobId: null },
    { side: 'back', position: 'front', url: null, jobId: 'job-2' },
  ],
};

describe('what the save and release steps send', () => {
  it('the listing: title, trimmed description, tags split on commas, a price per selected variant, rendered pictures, print files by position', () => {
    const details = { title: ' My tee ', description: ' soft ', tags: 'a, b ,,c', prices: { v1: '19.90', v2: '21.00' }, selected: ['v2'] };
    expect(listingValues(details, variants, made)).toEqual({
      name: 'My tee',
      description: 'soft',
      tags: ['a', 'b', 'c'],
      variants: [{ sku: 'TS-M', sale_price: '21.00', name_value: [{ name: 'Size', value: 'M' }] }],
      images: [{ src: 'http://x/front.webp' }],
      front: 'http://x/front-print.png',
      back: null,
      sleeve: null,
      hood: null,
    });
  });
  it('the sides keep their rendered preview as their mockup (a side still rendering keeps none)', () => {
    const sides = sidesWithMockups(defaultMockupDocument(), made);
    expect(sides[0].mockup).toEqual({ url: 'http://x/front.webp', width: 2000, height: 2000 });
    expect(sides[1].mockup).toBeUndefined();
  });
  it('a saved listing prefills the Details step (variants matched by sku, any case)', () => {
    const listing = { name: 'Saved', description: null, tags: ['x', 'y'], attribute_specifics_modify: [{ sku: 'ts-s', sale_price: '25.00' }] };
    expect(detailsOfListing(preset, listing)).toEqual({
      title: 'Saved',
      description: '',
      tags: 'x, y',
      prices: { v1: '25.00', v2: '15.40' }, // v2 is not on the listing: its cost 11.00 plus the default margin
      selected: ['v1'],
    });
  });
});
