import { describe, expect, it } from 'vitest';
import { previewFile, type Font } from './graphql';

const font = (files: Font['files']): Font => ({ _id: '1', family: 'F', slug: 'f', variants: [], provider: 'google', files });

describe('previewFile', () => {
  it('prefers the latin regular face', () => {
    expect(
      previewFile(
        font([
          { variant: '700', url: 'b' },
          { variant: 'regular', url: 'cyr', subset: 'cyrillic' },
          { variant: 'regular', url: 'lat', subset: 'latin' },
        ]),
      )?.url,
    ).toBe('lat');
  });
  it('falls back to the first file', () => {
    expect(previewFile(font([{ variant: '700', url: 'b' }]))?.url).toBe('b');
    expect(previewFile(font([]))).toBeUndefined();
  });
});
