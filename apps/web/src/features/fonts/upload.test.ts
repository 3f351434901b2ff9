import { describe, expect, it } from 'vitest';
import { reasonKey } from '../../ui';
import { UploadRefused } from '../uploads';
import { uploadFontFamily } from './upload';

/** A custom family is checked with the shared signedUploadFont schema before a URL is asked for. */
describe('uploadFontFamily', () => {
  it('refuses a file that is not a font, and a blank family, before anything is sent', async () => {
    const notFont = await uploadFontFamily('Brand Sans', [new File(['x'], 'logo.png', { type: 'image/png' })]).catch((e: unknown) => e);
    expect(notFont).toBeInstanceOf(UploadRefused);
    expect(notFont).toMatchObject({ reasons: { 'files.0.mimetype': 'file_type' } });
    expect(reasonKey(notFont)).toBe('ui:errors.file_type');
    const blank = await uploadFontFamily('   ', [new File(['x'], 'Brand-Regular.woff2', { type: 'font/woff2' })]).catch((e: unknown) => e);
    expect(blank).toMatchObject({ reasons: { family: 'required' } });
  });
});
