import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Field, HStack, Image, Input, Progress, SimpleGrid, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { PAGE_SIZE } from '@pod/shared';
import { usePagedQuery } from '../../lib/usePagedQuery';
import { errorText } from '../../ui';
import { runLimited, TagInput, UploadPutError, uploadFile } from '../uploads';
import { Pager } from '../../lib/Pager';
import { CLIPARTS, type Clipart } from './graphql';
import { clipartI18n, useClipartT } from './i18n';
import { useSaveClipart } from './hooks/mutations';

const thumb = (c: Clipart) => c.file.image_sizes.find((s) => s.name === 'thumbnail')?.url ?? c.file.image_sizes[0]?.url ?? c.file.url;

function Library({ onPick, tick }: { onPick?: (c: Clipart) => void; tick: number }) {
  const { t } = useClipartT();
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const { items: rows, total, loading, error, refetch } = usePagedQuery(CLIPARTS, { name: query || undefined }, page, PAGE_SIZE.clipart);
  // A finished upload bumps `tick`: read the page again.
  useEffect(() => {
    if (tick) void refetch();
  }, [tick, refetch]);
  return (
    <Stack gap="3">
      <HStack
        as="form"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setQuery(name.trim());
        }}
      >
        <Input size="sm" placeholder={t('search')} value={name} onChange={(e) => setName(e.target.value)} data-testid="clipart-search" />
        <Button size="sm" type="submit" variant="outline">
          {t('search_go')}
        </Button>
      </HStack>
      {error && <Text color="fg.error">{errorText(error)}</Text>}
      {loading && rows.length === 0 ? (
        <Spinner mx="auto" />
      ) : rows.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="clipart-empty">
          {t('empty')}
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 3, md: 4 }} gap="2" data-testid="clipart-grid">
          {rows.map((c) => (
            <Box
              key={c._id}
              as="button"
              borderWidth="1px"
              rounded="md"
              p="1"
              textAlign="center"
              _hover={{ borderColor: 'brand.solid' }}
              onClick={() => onPick?.(c)}
              data-testid="clipart-item"
              title={c.name}
            >
              <Box aspectRatio={1} bg="bg.muted" display="flex" alignItems="center" justifyContent="center" rounded="sm">
                <Image src={thumb(c)} alt={c.name} maxW="full" maxH="full" objectFit="contain" loading="lazy" />
              </Box>
              <Text fontSize="xs" truncate mt="1">
                {c.name}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <Pager
        page={page}
        perPage={PAGE_SIZE.clipart}
        total={total}
        onPage={setPage}
        labels={{ prev: t('prev'), next: t('next'), of: (p, n) => t('of', { page: p, pages: n }) }}
        testId="clipart-pager"
      />
    </Stack>
  );
}

interface Row {
  key: string;
  file: File;
  progress: number;
  error?: string;
  done?: boolean;
}

function Upload({ onDone }: { onDone: () => void }) {
  const { t } = useClipartT();
  const [tags, setTags] = useState<string[]>([]);
  const [rows, setRows] = useState<Row[]>([]);
  const [saveClipart] = useSaveClipart();
  const input = useRef<HTMLInputElement>(null);
  const patch = (key: string, p: Partial<Row>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const start = async (files: File[]) => {
    const added = files.map((file, i) => ({ key: `${Date.now()}-${i}`, file, progress: 0 }));
    setRows((rs) => [...rs, ...added]);
    let ok = 0;
    await runLimited(added, 3, async (row) => {
      try {
        const up = await uploadFile(row.file, 'clipart', { onProgress: (f) => patch(row.key, { progress: Math.round(f * 100) }) });
        await saveClipart({ variables: { _id: up._id, name: row.file.name.replace(/\.[a-z0-9]+$/i, ''), tags } });
        patch(row.key, { progress: 100, done: true });
        ok++;
      } catch (err) {
        patch(row.key, { error: err instanceof UploadPutError ? t('put_failed') : errorText(err) });
      }
    });
    if (ok) onDone();
  };
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>{t('tags')}</Field.Label>
        <TagInput value={tags} onChange={setTags} placeholder={t('tags_placeholder')} removeLabel={t('remove')} testId="clipart-tags" />
      </Field.Root>
      <Box
        borderWidth="2px"
        borderStyle="dashed"
        rounded="lg"
        p="6"
        textAlign="center"
        bg="bg.subtle"
        cursor="pointer"
        onClick={() => input.current?.click()}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void start([...e.dataTransfer.files]);
        }}
        data-testid="clipart-dropzone"
      >
        <Text>{t('drop')}</Text>
        <input
          ref={input}
          hidden
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp,image/gif"
          data-testid="clipart-input"
          onChange={(e) => {
            const f = [...(e.target.files ?? [])];
            e.target.value = '';
            void start(f);
          }}
        />
      </Box>
      {rows.map((r) => (
        <HStack key={r.key} gap="2" fontSize="sm" data-testid="clipart-upload-row">
          <Text flex="0 0 10rem" truncate>
            {r.file.name}
          </Text>
          <Progress.Root value={r.progress} size="xs" flex="1" colorPalette={r.error ? 'red' : r.done ? 'green' : 'brand'}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {r.error ? (
            <Text color="fg.error" truncate maxW="40" title={r.error}>
              {r.error}
            </Text>
          ) : r.done ? (
            <Badge colorPalette="green">{t('done')}</Badge>
          ) : (
            <Text>{r.progress}%</Text>
          )}
        </HStack>
      ))}
    </Stack>
  );
}

/** The clipart library the editor uses: a library tab (50 a page, search) and an upload tab. */
export function ClipartLibrary({ onPick }: { onPick?: (c: Clipart) => void }) {
  const { t } = useClipartT();
  const [tab, setTab] = useState('library');
  const [tick, setTick] = useState(0);
  return (
    <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value)} variant="line" data-testid="clipart-library">
      <Tabs.List>
        <Tabs.Trigger value="library" data-testid="clipart-tab-library">
          {t('tab_library')}
        </Tabs.Trigger>
        <Tabs.Trigger value="upload" data-testid="clipart-tab-upload">
          {t('tab_upload')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="library">
        <Library onPick={onPick} tick={tick} />
      </Tabs.Content>
      <Tabs.Content value="upload">
        <Upload onDone={() => setTick((x) => x + 1)} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export default function ClipartLibraryWithText(props: { onPick?: (c: Clipart) => void }) {
  return (
    <clipartI18n.Ready>
      <ClipartLibrary {...props} />
    </clipartI18n.Ready>
  );
}
