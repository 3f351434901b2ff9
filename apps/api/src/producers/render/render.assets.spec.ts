import { fontVariant } from './render.assets';

/** Which stored font file a text layer is drawn with (never another family or style). */
describe('fontVariant', () => {
  it.each([
    [{}, 'regular'],
    [{ fontStyle: 'normal' }, 'regular'],
    [{ fontStyle: 'bold' }, '700'],
    [{ fontStyle: 'italic' }, 'italic'],
    [{ fontStyle: 'italic bold' }, '700italic'],
    [{ fontStyle: '300' }, '300'],
    [{ fontStyle: 'italic 900' }, '900italic'],
    [{ fontStyle: 'bold', font_variant: '500' }, '500'],
  ])('%p is %s', (settings, variant) => {
    expect(fontVariant(settings)).toBe(variant);
  });
});
