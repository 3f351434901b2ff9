import { useRef, useState } from 'react';
import { isOneOf } from '@pod/shared';
import { Badge, Box, Button, Field, HStack, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { runLimited, UploadPutError, uploadFile } from '../../uploads';
import { UPLOAD_TYPES } from '../filters';
import { useFilesT } from '../i18n';
import { FileTagInput } from './FileTagInput';
import { errorText } from '../../../ui';

type State = 'queued' | 'uploading' | 'done' | 'error';
interface Row {
  key: string;
  file: File;
  progress: number;
  state: State;
  error?: string;
}

const PARALLEL = 4;

/** Drop (or pick) many files at once; each gets its own progress bar and its own error. */
export function UploadPanel({ defaultType, onUploaded }: { defaultType: string; onUploaded: () => void }) {
  const { t } = useFilesT();
  const [type, setType] = useState<string>(isOneOf(UPLOAD_TYPES, defaultType) ? defaultType : 'design');
  const [tags, setTags] = useState<string[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const patch = (key: string, p: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));

  const start = async (files: File[]) => {
    if (!files.length) return;
    const stamp = Date.now();
    const added: Row[] = files.map((file, i) => ({ key: `${stamp}-${i}-${file.name}`, file, progress: 0, state: 'queued' }));
    setRows((rs) => [...rs.filter((r) => r.state !== 'done'), ...added]);
    setBusy(true);
    let ok = 0;
    await runLimited(added, PARALLEL, async (row) => {
      patch(row.key, { state: 'uploading' });
      try {
        await uploadFile(row.file, type, { tags, onProgress: (f) => patch(row.key, { progress: Math.round(f * 100) }) });
        patch(row.key, { state: 'done', progress: 100 });
        ok++;
      } catch (err) {
        patch(row.key, {
          state: 'error',
          error: err instanceof UploadPutError ? t('upload.put_failed') : errorText(err),
        });
      }
    });
    setBusy(false);
    if (ok) onUploaded();
  };

  const done = rows.filter((r) => r.state === 'done').length;
  const failed = rows.filter((r) => r.state === 'error').length;
  const overall = rows.length ? Math.round(rows.reduce((s, r) => s + (r.state === 'error' ? 100 : r.progress), 0) / rows.length) : 0;

  return (
    <Stack gap="3" data-testid="upload-panel">
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root w="48">
          <Field.Label>{t('upload.type')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value)} data-testid="upload-type">
              {UPLOAD_TYPES.map((x) => (
                <option key={x} value={x}>
                  {t(`types.${x}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root flex="1" minW="60">
          <Field.Label>{t('upload.tags')}</Field.Label>
          <FileTagInput value={tags} onChange={setTags} testId="upload-tags" />
        </Field.Root>
      </HStack>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        borderColor={over ? 'brand.solid' : 'border'}
        bg={over ? 'brand.subtle' : 'bg.subtle'}
        rounded="lg"
        p="6"
        textAlign="center"
        cursor="pointer"
        data-testid="dropzone"
        onClick={() => input.current?.click()}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          void start([...e.dataTransfer.files]);
        }}
      >
        <Text fontWeight="medium">{t('upload.drop')}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('upload.hint')}
        </Text>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="upload-input"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void start(files);
          }}
        />
      </Box>
      {rows.length > 0 && (
        <Stack gap="2" data-testid="upload-list">
          <HStack justify="space-between">
            <Text fontSize="sm" data-testid="upload-summary">
              {t('upload.summary', { done, total: rows.length, failed })}
            </Text>
            {!busy && (
              <Button size="xs" variant="ghost" onClick={() => setRows([])} data-testid="upload-clear">
                {t('upload.clear')}
              </Button>
            )}
          </HStack>
          <Progress.Root value={overall} size="sm" colorPalette={failed ? 'orange' : 'brand'} data-testid="upload-overall">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Stack gap="1" maxH="64" overflowY="auto">
            {rows.map((r) => (
              <HStack key={r.key} gap="3" fontSize="sm" data-testid="upload-row" data-state={r.state} data-name={r.file.name}>
                <Text flex="0 0 12rem" truncate title={r.file.name}>
                  {r.file.name}
                </Text>
                <Progress.Root
                  value={r.progress}
                  size="xs"
                  flex="1"
                  colorPalette={r.state === 'error' ? 'red' : r.state === 'done' ? 'green' : 'brand'}
                  data-testid="upload-progress"
                  data-value={r.progress}
                >
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
                <Box flex="0 0 auto" minW="16" textAlign="end">
                  {r.state === 'error' ? (
                    <Badge colorPalette="red">{t('upload.state_error')}</Badge>
                  ) : r.state === 'done' ? (
                    <Badge colorPalette="green">{t('upload.state_done')}</Badge>
                  ) : r.state === 'uploading' ? (
                    `${r.progress}%`
                  ) : (
                    <Badge>{t('upload.state_queued')}</Badge>
                  )}
                </Box>
                {r.error && (
                  <Text color="fg.error" flex="0 1 16rem" truncate title={r.error} data-testid="upload-error">
                    {r.error}
                  </Text>
                )}
              </HStack>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
