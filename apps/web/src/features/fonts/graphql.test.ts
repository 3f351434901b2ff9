import { describe, expect, it } from 'vitest';
import { previewFile, type Font, type FontFile } from './graphql';

const font = (files: Array<Partial<FontFile> & Pick<FontFile, 'variant' | 'url'>>): Font => ({
  _id: '1',
  family: 'F',
  slug: 'f',
  variants: [],
  subsets: [],
  provider: 'google',
  category: null,
  preview: null,
  files: files.map((f) => ({ style: null, weight: null, subset: null, ...f })),
});

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
