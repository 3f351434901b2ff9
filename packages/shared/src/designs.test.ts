import { describe, expect, it } from 'vitest';
import { DESIGN_DEFAULT_SIZE, normalizeMockupDesign } from './designs';
import { checkInput, createMockupDesignInput, mockupDesignFilterInput } from './inputs';

const base = { status: 'draft' as const, name: 'Sunset' };

describe('normalizeMockupDesign (spec section 5)', () => {
  it('defaults an empty width and height to 1100 and rounds sizes to 2 decimals', () => {
    expect(normalizeMockupDesign(base)).toMatchObject({ width: DESIGN_DEFAULT_SIZE, height: DESIGN_DEFAULT_SIZE });
    expect(normalizeMockupDesign({ ...base, width: null, height: 0 })).toMatchObject({ width: 1100, height: 1100 });
    expect(normalizeMockupDesign({ ...base, width: 800.456, height: 600.004 })).toMatchObject({ width: 800.46, height: 600 });
  });

  it('drops images and prints without a name', () => {
    const d = normalizeMockupDesign({ ...base, images: [{ name: ' ' }, { name: null }, { name: 'Front' }], prints: [{ name: '' }, { name: 'Chest' }] });
    expect(d.images.map((i) => i.name)).toEqual(['Front']);
    expect(d.prints).toEqual([{ name: 'Chest', prints: [] }]);
  });

  it('omits print settings of 0 or empty and rounds the rest', () => {
    const [image] = normalizeMockupDesign({
      ...base,
      images: [{ name: 'Front', print_x: 0, print_y: 12.345, print_width: null, print_rotate: 0.001, settings: { print_scale_x: 0, print_crop_x: null } }],
    }).images;
    expect(image).toEqual({ name: 'Front', print_y: 12.35 });
    const [withSettings] = normalizeMockupDesign({ ...base, images: [{ name: 'Back', settings: { print_scale_x: 1.005, print_crop_y: 0 } }] }).images;
    expect(withSettings.settings).toEqual({ print_scale_x: 1.01 });
  });

  it('drops empty new tags and repeats of a new tag', () => {
    expect(normalizeMockupDesign({ ...base, new_tags: ['', '  ', null, 'Retro', 'retro ', 'Summer'] }).new_tags).toEqual(['Retro', 'Summer']);
  });
});

describe('createMockupDesignInput', () => {
  it('reads numeric text and empty text as a form sends them', () => {
    const r = checkInput(createMockupDesignInput, { name: 'A', width: '', height: '500.555', images: [{ name: 'F', print_x: '10' }] });
    expect(r.ok && r.value).toMatchObject({ width: 1100, height: 500.56, status: 'draft', images: [{ name: 'F', print_x: 10 }] });
  });

  it('refuses a blank name, a negative size and a word for a number, per field', () => {
    const r = checkInput(createMockupDesignInput, { name: ' ', width: -1, images: [{ name: 'F', print_x: 'left' }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reasons).toMatchObject({ width: 'negative', 'images.0.print_x': 'number' });
    if (!r.ok) expect(Object.keys(r.fields)).toContain('name');
  });
});

describe('mockupDesignFilterInput', () => {
  it('matches the status lower-cased; all and blank are no filter', () => {
    const status = (s: string) => {
      const r = checkInput(mockupDesignFilterInput, { status: s });
      return r.ok ? r.value.status : 'refused';
    };
    expect([status('Published'), status('TRASHED'), status('all'), status(''), status('sleeping')]).toEqual([
      'published',
      'trashed',
      undefined,
      undefined,
      'refused',
    ]);
  });
});
