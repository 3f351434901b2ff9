import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, Field, Heading, HStack, Image, Input, Progress, SegmentGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { RequirePermission } from '../../../lib/RequirePermission';
import { filesI18n, MediaTabs } from '../../files';
import { UploadPutError } from '../../uploads';
import { Pager } from '../../../lib/Pager';
import { FONTS, PROVIDERS, previewFile, type Font } from '../graphql';
import { fontsI18n, useFontsT } from '../i18n';
import { uploadFontFamily } from '../upload';
import { useCan } from '../../../stores/session';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { errorText, ListBody, patchParams, Reloading } from '../../../ui';

const loadedFaces = new Map<string, Promise<boolean>>();

/** Loads the family's preview face once into document.fonts under its own name. */
function useFontFace(font: Font): string | null {
  const file = previewFile(font);
  const name = `pod-font-${font._id}`;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!file || typeof FontFace === 'undefined') return;
    let live = true;
    let p = loadedFaces.get(name);
    if (!p) {
      const face = new FontFace(name, `url("${file.url}")`);
      p = face
        .load()
        .then((f) => {
          document.fonts.add(f);
          return true;
        })
        .catch(() => false);
      loadedFaces.set(name, p);
    }
    void p.then((ok) => live && setReady(ok));
    return () => {
      live = false;
    };
  }, [file, name]);
  return ready ? name : null;
}

function FontCard({ font, text }: { font: Font; text: string }) {
  const { t } = useFontsT();
  const face = useFontFace(font);
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" data-testid="font-card" data-family={font.family}>
      <HStack justify="space-between" mb="2" gap="2">
        <Text fontWeight="semibold" truncate title={font.family}>
          {font.family}
        </Text>
        <Badge colorPalette={font.provider === 'custom' ? 'purple' : 'blue'}>{t(`provider.${font.provider}`, { defaultValue: font.provider })}</Badge>
      </HStack>
      <Text
        fontSize="2xl"
        lineHeight="short"
        minH="10"
        truncate
        style={face ? { fontFamily: `"${face}", sans-serif` } : undefined}
        color={face ? 'fg' : 'fg.muted'}
        data-testid="font-sample"
        data-loaded={face ? 'true' : 'false'}
      >
        {text || font.family}
      </Text>
      {font.preview && <Image src={font.preview} alt={font.family} maxH="8" mt="2" data-testid="font-preview-image" loading="lazy" />}
      <Text fontSize="xs" color="fg.muted" mt="2" lineClamp={2}>
        {t('variants', { count: font.variants.length })}: {font.variants.join(', ')}
      </Text>
    </Box>
  );
}

function UploadFont({ onDone }: { onDone: (f: Font) => void }) {
  const { t } = useFontsT();
  const [family, setFamily] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const submit = async () => {
    setError(null);
    if (!family.trim()) return setError(t('upload.family_required'));
    if (!files.length) return setError(t('upload.files_required'));
    setBusy(true);
    setProgress(files.map(() => 0));
    try {
      const font = await uploadFontFamily(family.trim(), files, (i, f) => setProgress((p) => p.map((x, j) => (j === i ? Math.round(f * 100) : x))));
      toaster.success({ title: t('upload.done', { family: font.family }) });
      setFamily('');
      setFiles([]);
      setProgress([]);
      onDone(font);
    } catch (err) {
      setError(err instanceof UploadPutError ? t('upload.put_failed') : errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="3" bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="4" data-testid="font-upload">
      <Heading size="sm">{t('upload.title')}</Heading>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root w={{ base: 'full', md: '64' }} required>
          <Field.Label>{t('upload.family')}</Field.Label>
          <Input size="sm" value={family} onChange={(e) => setFamily(e.target.value)} data-testid="font-family" />
        </Field.Root>
        <Field.Root flex="1" minW="60">
          <Field.Label>{t('upload.files')}</Field.Label>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => input.current?.click()} data-testid="font-choose">
              {t('upload.choose')}
            </Button>
            <Text fontSize="sm" color="fg.muted" truncate data-testid="font-chosen">
              {files.length ? files.map((f) => f.name).join(', ') : t('upload.none')}
            </Text>
          </HStack>
          <input
            ref={input}
            hidden
            type="file"
            multiple
            accept=".ttf,.otf,.woff,.woff2,font/ttf,font/otf,font/woff,font/woff2"
            data-testid="font-input"
            onChange={(e) => setFiles([...(e.target.files ?? [])])}
          />
        </Field.Root>
        <Button size="sm" colorPalette="brand" loading={busy} onClick={() => void submit()} data-testid="font-upload-submit">
          {t('upload.submit')}
        </Button>
      </HStack>
      {busy && progress.length > 0 && (
        <Stack gap="1">
          {files.map((f, i) => (
            <HStack key={f.name} fontSize="sm" gap="2">
              <Text flex="0 0 12rem" truncate>
                {f.name}
              </Text>
              <Progress.Root value={progress[i] ?? 0} size="xs" flex="1">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </HStack>
          ))}
        </Stack>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" data-testid="font-upload-error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function FontsScreen() {
  const { t } = useFontsT();
  const [params, setParams] = useSearchParams();
  const provider = params.get('provider') === 'custom' ? 'custom' : 'google';
  const name = params.get('name') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [search, setSearch] = useState(name);
  useEffect(() => setSearch(name), [name]);
  const [text, setText] = useState('');
  const { items: rows, total, loading, error, refetch: reload } = usePagedQuery(FONTS, { provider, name: name || undefined }, page, PAGE_SIZE.list);
  const [showUpload, setShowUpload] = useState(false);
  const mayUpload = useCan('fonts', 'add');

  const update = (patch: Record<string, string | null>) => setParams(patchParams(window.location.search, patch));

  return (
    <Box>
      <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
        <Heading size="lg">{t('title')}</Heading>
        {mayUpload && (
          <Button size="sm" colorPalette="brand" onClick={() => setShowUpload((x) => !x)} data-testid="font-toggle-upload">
            {showUpload ? t('upload.hide') : t('upload.open')}
          </Button>
        )}
      </HStack>
      <MediaTabs active="fonts" />
      {showUpload && (
        <UploadFont
          onDone={(f) => {
            setShowUpload(false);
            // Show the new family: custom provider, searched by its name, page 1.
            update({ provider: 'custom', name: f.family, page: null });
            reload();
          }}
        />
      )}
      <HStack gap="3" mb="4" wrap="wrap" align="flex-end" bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
        <Field.Root w="auto">
          <Field.Label>{t('provider.label')}</Field.Label>
          <SegmentGroup.Root
            size="sm"
            value={provider}
            onValueChange={(e) => e.value && update({ provider: e.value === 'google' ? null : e.value, page: null })}
            data-testid="font-provider"
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={PROVIDERS.map((p) => ({ value: p, label: t(`provider.${p}`) }))} />
          </SegmentGroup.Root>
        </Field.Root>
        <Box
          as="form"
          flex="1"
          minW="60"
          onSubmit={(e) => {
            e.preventDefault();
            // A new search always starts at page 1.
            update({ name: search.trim() || null, page: null });
          }}
        >
          <Field.Root>
            <Field.Label>{t('search')}</Field.Label>
            <HStack gap="2">
              <Input
                size="sm"
                flex="1"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                placeholder={t('search_placeholder')}
                data-testid="font-search"
              />
              <Button size="sm" type="submit" variant="outline" data-testid="font-search-go">
                {t('search_go')}
              </Button>
            </HStack>
          </Field.Root>
        </Box>
        <Field.Root flex="1" minW="60">
          <Field.Label>{t('preview_text')}</Field.Label>
          <Input size="sm" value={text} onChange={(e) => setText(e.target.value)} placeholder={t('preview_placeholder')} data-testid="font-preview-text" />
        </Field.Root>
      </HStack>
      <HStack justify="space-between" mb="3">
        <Text fontSize="sm" color="fg.muted" data-testid="fonts-total">
          {t('total', { count: total })}
        </Text>
        <Pager
          page={page}
          perPage={PAGE_SIZE.list}
          total={total}
          onPage={(p) => update({ page: p > 1 ? String(p) : null })}
          labels={{ prev: t('prev'), next: t('next'), of: (p, n) => t('of', { page: p, pages: n }) }}
        />
      </HStack>
      <ListBody error={error} loading={loading} count={rows.length} testId="fonts" emptyText={t('empty')}>
        <Reloading active={loading}>
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3" data-testid="fonts-grid">
            {rows.map((f) => (
              <FontCard key={f._id} font={f} text={text} />
            ))}
          </SimpleGrid>
        </Reloading>
      </ListBody>
    </Box>
  );
}

export default function FontsPage() {
  return (
    <RequirePermission module="fonts">
      <filesI18n.Ready>
        <fontsI18n.Ready>
          <FontsScreen />
        </fontsI18n.Ready>
      </filesI18n.Ready>
    </RequirePermission>
  );
}
