import { useEffect, useRef, useState } from 'react';
import { Badge, Box, Button, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { toaster } from '../../../ui/toaster';
import { formatBytes } from '../filters';
import { FILE, type FileItem } from '../graphql';
import { useFilesT } from '../i18n';
import { FileTagInput } from './FileTagInput';
import { useCan } from '../../../stores/session';
import { ConfirmDialog, showError, SideDrawer } from '../../../ui';
import { useRemoveFile, useSaveFile } from '../hooks/mutations';

const isImage = (m: string) => m.startsWith('image/');

/** Every stored size of a file, its details, its tags (editable) and delete. */
export function PreviewDrawer({
  file,
  onClose,
  onChanged,
  onDeleted,
  onFilterUploader,
}: {
  file: FileItem | null;
  onClose: () => void;
  onChanged: (f: FileItem) => void;
  onDeleted: (id: string) => void;
  /** Lists only the files of this uploader (the Files screen's "Uploaded by" filter). */
  onFilterUploader: (userId: string) => void;
}) {
  const mayUpdate = useCan('files', 'update');
  const mayDelete = useCan('files', 'delete');
  const { t, i18n } = useFilesT();
  const [tags, setTags] = useState<string[]>([]);
  const client = useApolloClient();
  const [saveFile, { loading: saving }] = useSaveFile();
  const [removeFile] = useRemoveFile();
  const [confirm, setConfirm] = useState(false);
  useEffect(() => setTags(file?.tags.map((x) => x.name) ?? []), [file]);
  // Sizes are made in the background: while a picture has none yet, ask again now and then.
  const waiting = !!file && isImage(file.mimetype) && file.mimetype !== 'image/tiff' && file.image_sizes.length === 0;
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const fileId = file?._id;
  useEffect(() => {
    if (!waiting || !fileId) return;
    let tries = 0;
    let stopped = false;
    const timer = setInterval(() => {
      if (++tries > 20) return clearInterval(timer);
      client
        .query({ query: FILE, variables: { _id: fileId }, fetchPolicy: 'network-only' })
        .then((r) => {
          if (!stopped && r.data?.file.image_sizes.length) changed.current(r.data.file);
        })
        .catch(() => undefined);
    }, 1500);
    return () => {
      clearInterval(timer);
      stopped = true;
    };
  }, [waiting, fileId, client]);
  const dirty = !!file && tags.join('\n') !== file.tags.map((x) => x.name).join('\n');

  const save = async () => {
    if (!file) return;
    try {
      const r = await saveFile({ variables: { _id: file._id, tags } });
      if (r.data) onChanged(r.data.saveFile);
      toaster.success({ title: t('tags.saved') });
    } catch (err) {
      showError(err);
    }
  };
  const remove = async () => {
    if (!file) return;
    try {
      await removeFile({ variables: { _id: file._id } });
      toaster.success({ title: t('delete.done') });
      onDeleted(file._id);
    } catch (err) {
      showError(err);
    }
  };

  return (
    <SideDrawer
      open={!!file}
      onClose={onClose}
      size="lg"
      title={file?.filename ?? ''}
      testId="file-drawer"
      footer={
        <HStack justify="space-between" w="full">
          <Button
            colorPalette="red"
            variant="outline"
            onClick={() => setConfirm(true)}
            visibility={mayDelete ? 'visible' : 'hidden'}
            data-testid="drawer-delete"
          >
            {t('actions.delete')}
          </Button>
          <Button variant="outline" onClick={onClose}>
            {t('actions.close')}
          </Button>
        </HStack>
      }
    >
      {file && (
        <>
          <Stack gap="5">
            {isImage(file.mimetype) && (
              <Box
                bg="bg.muted"
                rounded="md"
                p="2"
                textAlign="center"
                backgroundImage="repeating-conic-gradient(#8882 0% 25%, transparent 0% 50%)"
                backgroundSize="16px 16px"
              >
                <Image src={file.image_sizes.find((s) => s.name === 'medium')?.url ?? file.url} alt={file.filename} maxH="72" mx="auto" objectFit="contain" />
              </Box>
            )}
            <SimpleGrid columns={2} gap="2" fontSize="sm">
              <Text color="fg.muted">{t('fields.type')}</Text>
              <Text>{t(`types.${file.type}`, { defaultValue: file.type })}</Text>
              <Text color="fg.muted">{t('fields.size')}</Text>
              <Text>{formatBytes(file.size)}</Text>
              <Text color="fg.muted">{t('fields.dimensions')}</Text>
              <Text>{file.width && file.height ? `${file.width} × ${file.height}` : '—'}</Text>
              <Text color="fg.muted">{t('fields.mimetype')}</Text>
              <Text>{file.mimetype}</Text>
              <Text color="fg.muted">{t('fields.created_at')}</Text>
              <Text>{new Date(file.created_at).toLocaleString(i18n.language)}</Text>
              <Text color="fg.muted">{t('fields.created_by')}</Text>
              <Stack gap="1" align="start" minW="0">
                <Text truncate maxW="full">
                  {file.created_by?.email ?? '—'}
                </Text>
                {file.created_by && (
                  <Button size="2xs" variant="outline" onClick={() => onFilterUploader(file.created_by!._id)} data-testid="drawer-filter-uploader">
                    {t('filters.only_uploader')}
                  </Button>
                )}
              </Stack>
            </SimpleGrid>
            <Stack gap="2">
              <Text fontWeight="semibold">{t('fields.tags')}</Text>
              <FileTagInput value={tags} onChange={setTags} testId="drawer-tags" />
              <HStack hidden={!mayUpdate}>
                <Button size="sm" colorPalette="brand" disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="drawer-save-tags">
                  {t('tags.save')}
                </Button>
              </HStack>
            </Stack>
            <Stack gap="2" data-testid="image-sizes">
              <Text fontWeight="semibold">{t('preview.sizes')}</Text>
              <HStack gap="3" p="2" borderWidth="1px" rounded="md" data-testid="image-size" data-name="original">
                <Badge>{t('preview.original')}</Badge>
                <Text fontSize="sm" flex="1">
                  {file.width && file.height ? `${file.width} × ${file.height}` : ''}
                </Text>
                <Link href={file.url} target="_blank" rel="noreferrer" fontSize="sm" colorPalette="brand">
                  {t('preview.open')}
                </Link>
              </HStack>
              {file.image_sizes.length === 0 && isImage(file.mimetype) && (
                <Text fontSize="sm" color="fg.muted" data-testid="sizes-pending">
                  {t('preview.sizes_pending')}
                </Text>
              )}
              {file.image_sizes.map((s) => (
                <HStack key={s.name} gap="3" p="2" borderWidth="1px" rounded="md" data-testid="image-size" data-name={s.name}>
                  <Image src={s.url} alt={s.name} boxSize="16" objectFit="contain" bg="bg.muted" rounded="sm" loading="lazy" />
                  <Stack gap="0" flex="1">
                    <Text fontSize="sm" fontWeight="medium">
                      {t(`preview.size_${s.name}`, { defaultValue: s.name })}
                    </Text>
                    <Text fontSize="xs" color="fg.muted">
                      {s.width} × {s.height}
                    </Text>
                  </Stack>
                  {s.mask && (
                    <Link href={s.mask} target="_blank" rel="noreferrer" fontSize="sm">
                      {t('preview.mask')}
                    </Link>
                  )}
                  <Link href={s.url} target="_blank" rel="noreferrer" fontSize="sm">
                    {t('preview.open')}
                  </Link>
                </HStack>
              ))}
            </Stack>
          </Stack>
          <ConfirmDialog
            open={confirm}
            onOpenChange={setConfirm}
            title={t('delete.title')}
            body={t('delete.body', { name: file.filename })}
            confirmLabel={t('actions.delete')}
            onConfirm={remove}
          />
        </>
      )}
    </SideDrawer>
  );
}
