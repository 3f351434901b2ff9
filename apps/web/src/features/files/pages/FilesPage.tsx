import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Badge, Box, Button, Checkbox, CloseButton, Field, Heading, HStack, Image, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { isOneOf, PAGE_SIZE } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { useApolloClient } from '@apollo/client/react';
import { FILE_TYPES, filesVariables, formatBytes, NO_FILE_FILTERS, readFilters, writeFilters, type FileFilters } from '../filters';
import { FILES, SAVE_FILE, type FileItem } from '../graphql';
import { filesI18n, useFilesT } from '../i18n';
import { RequirePermission } from '../../../lib/RequirePermission';
import { loadClipartLibrary } from '../../clipart';
import { Pager } from '../../../lib/Pager';
import { FileTagInput } from '../components/FileTagInput';
import { UploadPanel } from '../components/UploadPanel';
import { PreviewDrawer } from '../components/PreviewDrawer';
import { MediaTabs } from '../components/MediaTabs';
import { useCan } from '../../../stores/session';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { DataTable, DateCell, ListBody, patchParams, RangeInputs, Reloading, showError, Thumbnail, type Column, SideDrawer } from '../../../ui';

const ClipartLibrary = lazy(loadClipartLibrary);

const thumb = (f: FileItem) =>
  f.image_sizes.find((s) => s.name === 'small')?.url ??
  f.image_sizes[0]?.url ??
  (f.mimetype.startsWith('image/') && f.mimetype !== 'image/tiff' ? f.url : null);

function FilesScreen() {
  const { t } = useFilesT();
  const { filter = 'all' } = useParams();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => readFilters(params), [params]);
  const view = params.get('view') === 'list' ? 'list' : 'grid';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState<FileFilters>(applied);
  useEffect(() => setDraft(applied), [applied]);

  const [open, setOpen] = useState<FileItem | null>(null);
  const [showUpload, setShowUpload] = useState(false);
  const mayUpload = useCan('files', 'add');
  const [showClipart, setShowClipart] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkTags, setBulkTags] = useState<string[]>([]);
  const [bulkBusy, setBulkBusy] = useState(false);

  const known = filter === 'all' || isOneOf(FILE_TYPES, filter);
  const vars = useMemo(() => filesVariables(filter, applied), [filter, applied]);

  const { items: rows, total, loading, error, refetch: reload } = usePagedQuery(FILES, vars, page, PAGE_SIZE.fileLibrary);
  const client = useApolloClient();
  useEffect(() => setSelected(new Set()), [vars, page]);

  const setParam = useCallback((k: string, v: string | null) => setParams(patchParams(window.location.search, { [k]: v }, false)), [setParams]);

  if (!known) return <Text>{t('errors.unknown_filter')}</Text>;

  const apply = (e?: FormEvent) => {
    e?.preventDefault();
    setParams(writeFilters(params, draft));
  };
  const reset = () => setParams(writeFilters(params, NO_FILE_FILTERS));
  const filterUploader = (createdBy: string) => setParams(writeFilters(params, { ...applied, createdBy }));
  // Every listed file is the chosen uploader's, so any row names them.
  const uploader = applied.createdBy ? (rows.find((r) => r.created_by?._id === applied.createdBy)?.created_by?.email ?? applied.createdBy) : null;
  const toggle = (id: string) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r._id));

  const tagSelected = async () => {
    if (!bulkTags.length) return;
    setBulkBusy(true);
    let ok = 0;
    let firstError: unknown = null;
    for (const f of rows.filter((r) => selected.has(r._id))) {
      const names = [...f.tags.map((x) => x.name), ...bulkTags.filter((b) => !f.tags.some((x) => x.name.toLowerCase() === b.toLowerCase()))];
      try {
        // Through the client and out of the cache: each answer would re-render the page; the list is read once at the end.
        await client.mutate({ mutation: SAVE_FILE, variables: { _id: f._id, tags: names }, fetchPolicy: 'no-cache' });
        ok++;
      } catch (err) {
        firstError ??= err;
      }
    }
    setBulkBusy(false);
    if (ok) toaster.success({ title: t('bulk.tagged', { count: ok }) });
    if (firstError) showError(firstError);
    setBulkTags([]);
    setSelected(new Set());
    reload();
  };

  const tagBadges = (f: FileItem) => (
    <HStack gap="1" wrap="wrap">
      {f.tags.map((x) => (
        <Badge key={x._id} size="sm" variant="subtle" colorPalette="brand">
          {x.name}
        </Badge>
      ))}
    </HStack>
  );

  const pager = (testId?: string) => (
    <Pager
      page={page}
      perPage={PAGE_SIZE.fileLibrary}
      total={total}
      onPage={(p) => setParam('page', p > 1 ? String(p) : null)}
      labels={{ prev: t('paging.prev'), next: t('paging.next'), of: (p, n) => t('paging.of', { page: p, pages: n }) }}
      testId={testId}
    />
  );

  const listColumns: Column<FileItem>[] = [
    { key: 'thumb', header: '', width: '14', render: (f) => <Thumbnail src={thumb(f)} fullSrc={f.url} name={f.filename} /> },
    {
      key: 'filename',
      header: t('fields.filename'),
      render: (f) => (
        <Text as="span" fontWeight="medium" data-testid="file-open" data-name={f.filename}>
          {f.filename}
        </Text>
      ),
    },
    { key: 'type', header: t('fields.type'), render: (f) => t(`types.${f.type}`, { defaultValue: f.type }) },
    { key: 'size', header: t('fields.size'), align: 'end', render: (f) => formatBytes(f.size) },
    { key: 'dimensions', header: t('fields.dimensions'), render: (f) => (f.width && f.height ? `${f.width}×${f.height}` : '—') },
    { key: 'tags', header: t('fields.tags'), render: tagBadges },
    { key: 'created_at', header: t('fields.created_at'), render: (f) => <DateCell value={f.created_at} /> },
  ];

  return (
    <Box>
      <HStack justify="space-between" mb="4" wrap="wrap" gap="2">
        <Heading size="lg">{t('menu.files')}</Heading>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setShowClipart(true)} data-testid="open-clipart">
            {t('clipart_library')}
          </Button>
          {mayUpload && (
            <Button size="sm" colorPalette="brand" onClick={() => setShowUpload((x) => !x)} data-testid="toggle-upload">
              {showUpload ? t('upload.hide') : t('upload.open')}
            </Button>
          )}
        </HStack>
      </HStack>
      <MediaTabs active={filter} />
      {showUpload && (
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="4">
          <UploadPanel defaultType={filter} onUploaded={() => reload()} />
        </Box>
      )}
      <Box as="form" onSubmit={apply} bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="4" data-testid="files-filters">
        <SimpleGrid
          templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 1fr) minmax(0, 1fr) minmax(20rem, 1.5fr) minmax(0, 1fr)' }}
          gap="3"
        >
          <Field.Root>
            <Field.Label>{t('filters.name')}</Field.Label>
            <Input size="sm" value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} data-testid="filter-name" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('filters.tags')}</Field.Label>
            <FileTagInput value={draft.tags} onChange={(tags) => setDraft({ ...draft, tags })} testId="filter-tags" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('filters.dates')}</Field.Label>
            <RangeInputs
              type="date"
              from={{ value: draft.start, onChange: (start) => setDraft({ ...draft, start }), label: t('filters.start'), testId: 'filter-start' }}
              to={{ value: draft.end, onChange: (end) => setDraft({ ...draft, end }), label: t('filters.end'), testId: 'filter-end' }}
              flex="1"
              minW="0"
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('filters.sku')}</Field.Label>
            <Input size="sm" value={draft.sku} onChange={(e) => setDraft({ ...draft, sku: e.target.value })} data-testid="filter-sku" />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('filters.created_by')}</Field.Label>
            {uploader ? (
              <Badge size="lg" variant="subtle" colorPalette="brand" maxW="full" data-testid="filter-created-by">
                <Text as="span" truncate>
                  {uploader}
                </Text>
                <CloseButton size="2xs" aria-label={t('filters.created_by_clear')} onClick={() => filterUploader('')} data-testid="filter-created-by-clear" />
              </Badge>
            ) : (
              <Text fontSize="sm" color="fg.muted" data-testid="filter-created-by-hint">
                {t('filters.created_by_hint')}
              </Text>
            )}
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('filters.size_kb')}</Field.Label>
            <RangeInputs
              type="number"
              from={{ value: draft.minKb, onChange: (minKb) => setDraft({ ...draft, minKb }), placeholder: t('filters.min'), testId: 'filter-min' }}
              to={{ value: draft.maxKb, onChange: (maxKb) => setDraft({ ...draft, maxKb }), placeholder: t('filters.max'), testId: 'filter-max' }}
              min={0}
              flex="1"
              minW="0"
            />
          </Field.Root>
        </SimpleGrid>
        <HStack mt="3" gap="2" justify="space-between" wrap="wrap">
          <HStack gap="2">
            <Button size="sm" type="submit" colorPalette="brand" data-testid="filter-apply">
              {t('filters.apply')}
            </Button>
            <Button size="sm" variant="ghost" onClick={reset} data-testid="filter-reset">
              {t('filters.reset')}
            </Button>
          </HStack>
          <HStack gap="1">
            <Button size="sm" variant={view === 'grid' ? 'solid' : 'outline'} onClick={() => setParam('view', null)} data-testid="view-grid">
              {t('view.grid')}
            </Button>
            <Button size="sm" variant={view === 'list' ? 'solid' : 'outline'} onClick={() => setParam('view', 'list')} data-testid="view-list">
              {t('view.list')}
            </Button>
          </HStack>
        </HStack>
      </Box>

      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <HStack gap="3">
          <Checkbox.Root
            checked={allSelected}
            onCheckedChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r._id)))}
            data-testid="select-all"
            size="sm"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('bulk.select_page')}</Checkbox.Label>
          </Checkbox.Root>
          <Text fontSize="sm" color="fg.muted" data-testid="files-total">
            {t('total', { count: total })}
          </Text>
        </HStack>
        {pager()}
      </HStack>
      {selected.size > 0 && (
        <HStack gap="2" mb="3" p="3" borderWidth="1px" rounded="md" bg="bg.subtle" data-testid="bulk-bar" wrap="wrap">
          <Text fontSize="sm">{t('bulk.selected', { count: selected.size })}</Text>
          <Box flex="1" minW="60">
            <FileTagInput value={bulkTags} onChange={setBulkTags} placeholder={t('bulk.tags_placeholder')} testId="bulk-tags" />
          </Box>
          <Button size="sm" colorPalette="brand" disabled={!bulkTags.length} loading={bulkBusy} onClick={() => void tagSelected()} data-testid="bulk-apply">
            {t('bulk.add_tags')}
          </Button>
        </HStack>
      )}

      <ListBody error={error} loading={loading} count={rows.length} testId="files" emptyText={t('empty')}>
        {view === 'grid' ? (
          <Reloading active={loading}>
            <SimpleGrid columns={{ base: 2, sm: 3, md: 4, lg: 6, '2xl': 8 }} gap="3" data-testid="files-grid">
              {rows.map((f) => {
                const src = thumb(f);
                return (
                  <Box
                    key={f._id}
                    bg="bg.panel"
                    borderWidth="1px"
                    rounded="md"
                    overflow="hidden"
                    position="relative"
                    data-testid="file-card"
                    data-name={f.filename}
                  >
                    <Checkbox.Root
                      position="absolute"
                      top="2"
                      insetStart="2"
                      zIndex="1"
                      checked={selected.has(f._id)}
                      onCheckedChange={() => toggle(f._id)}
                      aria-label={f.filename}
                      data-testid="file-select"
                      size="sm"
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control bg="bg.panel" />
                    </Checkbox.Root>
                    <Box as="button" w="full" display="block" onClick={() => setOpen(f)} aria-label={f.filename} data-testid="file-open" cursor="pointer">
                      <Box aspectRatio={1} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
                        {src ? (
                          <Image src={src} alt={f.filename} maxW="full" maxH="full" objectFit="contain" loading="lazy" />
                        ) : (
                          <Text fontSize="xs" color="fg.muted">
                            {f.mimetype}
                          </Text>
                        )}
                      </Box>
                    </Box>
                    <Stack gap="1" p="2">
                      <Text fontSize="sm" fontWeight="medium" truncate title={f.filename}>
                        {f.filename}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatBytes(f.size)}
                        {f.width && f.height ? ` · ${f.width}×${f.height}` : ''}
                      </Text>
                      {tagBadges(f)}
                    </Stack>
                  </Box>
                );
              })}
            </SimpleGrid>
          </Reloading>
        ) : (
          <DataTable
            testId="files-list"
            rowTestId="file-row"
            columns={listColumns}
            rows={rows}
            loading={loading}
            selected={selected}
            onSelect={setSelected}
            onRowClick={setOpen}
            maxH="none"
          />
        )}
      </ListBody>
      <Box mt="4">{pager('pager-bottom')}</Box>

      <PreviewDrawer
        file={open}
        onClose={() => setOpen(null)}
        onChanged={(f) => {
          // The saved file is in Apollo's cache, so its row is already up to date.
          setOpen(f);
        }}
        onDeleted={() => {
          setOpen(null);
          reload();
        }}
        onFilterUploader={(id) => {
          setOpen(null);
          filterUploader(id);
        }}
      />
      <SideDrawer open={showClipart} onClose={() => setShowClipart(false)} title={t('clipart_library')} testId="clipart-drawer">
        {showClipart && (
          <Suspense fallback={<Spinner />}>
            <ClipartLibrary onPick={(c) => toaster.info({ title: c.name })} />
          </Suspense>
        )}
      </SideDrawer>
    </Box>
  );
}

export default function FilesPage() {
  return (
    <RequirePermission module="files">
      <filesI18n.Ready>
        <FilesScreen />
      </filesI18n.Ready>
    </RequirePermission>
  );
}
