import { useRef, useState } from 'react';
import { Badge, Button, CloseButton, HStack, Spinner, Text } from '@chakra-ui/react';
import { TICKET_LIMITS, UPLOAD_TYPES } from '@pod/shared';
import { uploadFile } from '../../uploads';
import { showError } from '../../../ui';
import { useSupportT } from '../i18n';

export interface Attached {
  _id: string;
  name: string;
}

const ACCEPT = Object.keys(UPLOAD_TYPES.attachment.mimetypes).join(',');

/** Photos and PDFs for a message, uploaded as they are picked (type attachment, the signed upload flow). */
export function AttachmentPicker({ value, onChange, onBusy }: { value: Attached[]; onChange: (files: Attached[]) => void; onBusy?: (busy: boolean) => void }) {
  const { t } = useSupportT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, TICKET_LIMITS.attachments - value.length);
    if (!chosen.length) return;
    setUploading(chosen.length);
    onBusy?.(true);
    const done: Attached[] = [];
    for (const file of chosen) {
      try {
        const up = await uploadFile(file, 'attachment');
        done.push({ _id: up._id, name: file.name });
      } catch (e) {
        showError(e, t('composer.upload_failed', { name: file.name }));
      }
    }
    onChange([...value, ...done]);
    setUploading(0);
    onBusy?.(false);
    if (input.current) input.current.value = '';
  };
  return (
    <HStack gap="2" wrap="wrap">
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        multiple
        hidden
        data-testid="attachment-input"
        aria-label={t('composer.attach')}
        onChange={(e) => void pick(e.target.files)}
      />
      <Button size="xs" variant="outline" onClick={() => input.current?.click()} disabled={value.length >= TICKET_LIMITS.attachments}>
        {t('composer.attach')}
      </Button>
      {uploading > 0 && (
        <HStack gap="1">
          <Spinner size="xs" />
          <Text fontSize="xs">{t('composer.uploading', { count: uploading })}</Text>
        </HStack>
      )}
      {value.map((f) => (
        <Badge key={f._id} size="md" variant="outline" data-testid="attached-file">
          {f.name}
          <CloseButton size="2xs" aria-label={t('composer.remove', { name: f.name })} onClick={() => onChange(value.filter((x) => x._id !== f._id))} />
        </Badge>
      ))}
    </HStack>
  );
}
