import { describe, expect, it } from 'vitest';
import { reasonKey } from '../../ui';
import { uploadFile, UploadRefused } from './upload';

/** The upload checks a file with the shared signedUpload schema before asking the API for a URL. */
describe('uploadFile', () => {
  it('refuses a type the purpose does not allow, and a file over its size limit, before anything is sent', async () => {
    const exe = uploadFile(new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }), 'design');
    await expect(exe).rejects.toBeInstanceOf(UploadRefused);
    await expect(exe).rejects.toMatchObject({ code: 'BAD_USER_INPUT', reasons: { mimetype: 'file_type' } });

    const huge = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 21 * 1024 * 1024 });
    const refused = await uploadFile(huge, 'clipart').catch((e: unknown) => e);
    expect(refused).toMatchObject({ reasons: { size: 'file_size' } });
    // Shown like the server's refusal: by its reason's translation key.
    expect(reasonKey(refused)).toBe('ui:errors.file_size');
  });
});
