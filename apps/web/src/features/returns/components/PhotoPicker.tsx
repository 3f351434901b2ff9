import { useRef, useState } from 'react';
import { Badge, Button, CloseButton, HStack, Spinner, Text } from '@chakra-ui/react';
import { RETURN_LIMITS, UPLOAD_TYPES } from '@pod/shared';
import { uploadFile } from '../../uploads';
import { showError } from '../../../ui';
import { useReturnsT } from '../i18n';

export interface Photo {
  _id: string;
  name: string;
}

const ACCEPT = Object.keys(UPLOAD_TYPES.attachment.mimetypes)
  .filter((m) => m.startsWith('image/'))
  .join(',');

/** Photos of the damage, uploaded as they are picked (type attachment, the signed upload flow). */
export function PhotoPicker({ value, onChange, onBusy }: { value: Photo[]; onChange: (photos: Photo[]) => void; onBusy: (busy: boolean) => void }) {
  const { t } = useReturnsT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, RETURN_LIMITS.photos - value.length);
    if (!chosen.length) return;
    setUploading(chosen.length);
    onBusy(true);
    const done: Photo[] = [];
    for (const file of chosen) {
      try {
        const up = await uploadFile(file, 'attachment');
        done.push({ _id: up._id, name: file.name });
      } catch (e) {
        showError(e, t('request.upload_failed', { name: file.name }));
      }
    }
    onChange([...value, ...done]);
    setUploading(0);
    onBusy(false);
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
        data-testid="return-photo-input"
        aria-label={t('request.add_photos')}
        onChange={(e) => void pick(e.target.files)}
      />
      <Button size="xs" variant="outline" onClick={() => input.current?.click()} disabled={value.length >= RETURN_LIMITS.photos}>
        {t('request.add_photos')}
      </Button>
      {uploading > 0 && (
        <HStack gap="1">
          <Spinner size="xs" />
          <Text fontSize="xs">{t('request.uploading', { count: uploading })}</Text>
        </HStack>
      )}
      {value.map((p) => (
        <Badge key={p._id} size="md" variant="outline" data-testid="return-photo">
          {p.name}
          <CloseButton size="2xs" aria-label={t('request.remove_photo', { name: p.name })} onClick={() => onChange(value.filter((x) => x._id !== p._id))} />
        </Badge>
      ))}
    </HStack>
  );
}
