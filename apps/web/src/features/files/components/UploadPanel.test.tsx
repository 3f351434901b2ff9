import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../../../test/render';
import { filesI18n } from '../i18n';
import { initI18n } from '../../../lib/i18n';
import { UploadPutError } from '../../uploads';
import { UploadPanel } from './UploadPanel';

vi.mock('../useFileTags', () => ({ useFileTags: () => [] }));
const uploadFile = vi.fn();
vi.mock('../../uploads', async (original) => ({ ...(await original<object>()), uploadFile: (...a: unknown[]) => uploadFile(...a) }));

describe('UploadPanel', () => {
  it('uploads many files at once with a progress bar and an error per file', async () => {
    uploadFile.mockImplementation(async (file: File, type: string, opts: { tags?: string[]; onProgress?: (f: number) => void }) => {
      expect(type).toBe('mockup');
      expect(opts.tags).toEqual(['summer']);
      opts.onProgress?.(0.5);
      if (file.name === 'bad.png') throw new UploadPutError(403);
      // A refusal carries its reason; the panel shows the reason translated, never the server's English text.
      if (file.name === 'big.png')
        throw Object.assign(new Error('File too large.'), { code: 'BAD_USER_INPUT', fields: { size: 'File too large.' }, reasons: { size: 'file_size' } });
      return { _id: file.name, url: '', image_sizes: [] };
    });
    const onUploaded = vi.fn();
    await initI18n('en');
    await filesI18n.load('en');
    await renderRoute(<UploadPanel defaultType="mockup" onUploaded={onUploaded} />);
    const tagInput = screen.getByTestId('upload-tags-input');
    fireEvent.change(tagInput, { target: { value: 'summer' } });
    fireEvent.keyDown(tagInput, { key: 'Enter' });
    const files = ['a.png', 'b.png', 'bad.png', 'big.png'].map((n) => new File(['x'], n, { type: 'image/png' }));
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
    await waitFor(() => expect(screen.getByTestId('upload-summary')).toHaveTextContent('2 of 4 uploaded, 2 failed'));
    const rows = screen.getAllByTestId('upload-row');
    expect(rows.map((r) => r.getAttribute('data-state'))).toEqual(['done', 'done', 'error', 'error']);
    expect(within(rows[2]).getByTestId('upload-error')).toHaveTextContent('Oops! mockup file uploaded failure');
    expect(within(rows[3]).getByTestId('upload-error')).toHaveTextContent('The file size is not allowed.');
    expect(within(rows[0]).getByTestId('upload-progress')).toHaveAttribute('data-value', '100');
    expect(onUploaded).toHaveBeenCalledTimes(1);
  });
});
