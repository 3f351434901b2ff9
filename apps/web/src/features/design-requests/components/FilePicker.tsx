import { useRef, useState } from 'react';
import { Badge, Button, CloseButton, HStack, Spinner, Text } from '@chakra-ui/react';
import { UPLOAD_TYPES } from '@pod/shared';
import { uploadFile } from '../../uploads';
import { showError } from '../../../ui';
import { useDesignRequestsT } from '../i18n';

export interface Picked {
  _id: string;
  name: string;
}

/** Pictures uploaded as they are picked (the signed upload flow): reference images (attachment) or a print file (design). */
export function FilePicker({
  type,
  value,
  onChange,
  onBusy,
  max,
  label,
  testId,
}: {
  type: 'attachment' | 'design';
  value: Picked[];
  onChange: (files: Picked[]) => void;
  onBusy?: (busy: boolean) => void;
  max: number;
  label: string;
  testId: string;
}) {
  const { t } = useDesignRequestsT();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(0);
  const accept = Object.keys(UPLOAD_TYPES[type].mimetypes).join(',');
  const pick = async (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, max - value.length);
    if (!chosen.length) return;
    setUploading(chosen.length);
    onBusy?.(true);
    const done: Picked[] = [];
    for (const file of chosen) {
      try {
        const up = await uploadFile(file, type);
        done.push({ _id: up._id, name: file.name });
      } catch (e) {
        showError(e, t('upload.failed', { name: file.name }));
      }
    }
    onChange(max === 1 ? done.slice(-1) : [...value, ...done]);
    setUploading(0);
    onBusy?.(false);
    if (input.current) input.current.value = '';
  };
  return (
    <HStack gap="2" wrap="wrap">
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={max > 1}
        hidden
        data-testid={testId}
        aria-label={label}
        onChange={(e) => void pick(e.target.files)}
      />
      <Button size="xs" variant="outline" onClick={() => input.current?.click()} disabled={max > 1 && value.length >= max}>
        {label}
      </Button>
      {uploading > 0 && (
        <HStack gap="1">
          <Spinner size="xs" />
          <Text fontSize="xs">{t('upload.uploading', { count: uploading })}</Text>
        </HStack>
      )}
      {value.map((f) => (
        <Badge key={f._id} size="md" variant="outline" data-testid="picked-file">
          {f.name}
          <CloseButton size="2xs" aria-label={t('upload.remove', { name: f.name })} onClick={() => onChange(value.filter((x) => x._id !== f._id))} />
        </Badge>
      ))}
    </HStack>
  );
}
