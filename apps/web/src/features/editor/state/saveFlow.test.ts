import { describe, expect, it, vi } from 'vitest';
import { defaultMockupDocument, type MockupDocument } from '@pod/shared';
import { runSaveFlow, type SaveFlowSteps } from './saveFlow';

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
  preview: async (_d, side) => ({ side: side.id, name: side.name, url: `http://x/${side.id}.webp`, jobId: null }),
  ...extra,
});

describe('runSaveFlow', () => {
  it('previews sides with an image only, normalised, and says plainly when there is no save operation', async () => {
    const done = vi.fn();
    const preview = vi.fn(steps().preview);
    const out = await runSaveFlow(doc(), steps({ preview }), done);
    expect(out).toEqual({ kind: 'unavailable', previews: [expect.objectContaining({ side: 'front' })], printFiles: [] });
    expect(done.mock.calls).toEqual([['generate']]);
    const sent = preview.mock.calls[0][1];
    expect(sent.layers.map((l) => l.id)).toEqual(['b']);
    expect(sent.layers[0].settings.find((s) => s.name === 'x')!.value).toBe(1.23);
  });
  it('runs save and release in order, each marked done', async () => {
    const done = vi.fn();
    const order: string[] = [];
    const out = await runSaveFlow(doc(), steps({ save: async () => void order.push('save'), release: async () => void order.push('release') }), done);
    expect(out.kind).toBe('saved');
    expect(order).toEqual(['save', 'release']);
    expect(done.mock.calls.flat()).toEqual(['generate', 'save', 'release']);
  });
  it('stops at the failing step', async () => {
    const done = vi.fn();
    const boom = new Error('server says no');
    expect(await runSaveFlow(doc(), steps({ uploadLocalImages: async () => Promise.reject(boom) }), done)).toMatchObject({
      kind: 'failed',
      stage: 'upload',
      error: boom,
    });
    expect(await runSaveFlow(doc(), steps({ save: async () => Promise.reject(boom) }), done)).toMatchObject({ kind: 'failed', stage: 'save', error: boom });
    expect(done.mock.calls.flat()).toEqual(['generate']);
  });
});
