import { useRef, useState } from 'react';
import { Box, Button, HStack, Image, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { ImagePlus, Upload } from 'lucide-react';
import { PAGE_SIZE } from '@pod/shared';
import { Pager } from '../../../lib/Pager';
import { usePagedQuery } from '../../../lib/usePagedQuery';
import { errorText, pagerLabels, showError, FormDialog } from '../../../ui';
import { FILES } from '../graphql';
import { filesI18n, useFilesT } from '../i18n';
import { uploadFile } from '../../uploads';

/** What a picker hands back: enough to show the file and to send its id. */
export interface PickedFile {
  _id: string;
  url: string;
}

/** Chooses a file of `type` from the file library, or uploads a new one into it. */
export function FilePicker({ type, label, onPick, testId }: { type: string; label: string; onPick: (f: PickedFile) => void; testId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <filesI18n.Ready>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid={testId}>
        <ImagePlus size={16} aria-hidden />
        {label}
      </Button>
      {open && (
        <PickerDialog
          type={type}
          title={label}
          onClose={() => setOpen(false)}
          onPick={(f) => {
            setOpen(false);
            onPick(f);
          }}
        />
      )}
    </filesI18n.Ready>
  );
}

function PickerDialog({ type, title, onClose, onPick }: { type: string; title: string; onClose: () => void; onPick: (f: PickedFile) => void }) {
  const { t } = useFilesT();
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const list = usePagedQuery(FILES, { type, name: name.trim() || null }, page, PAGE_SIZE.list);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const done = await uploadFile(file, type);
      onPick({ _id: done._id, url: done.url });
    } catch (err) {
      showError(err, t('upload.failed'));
    } finally {
      setUploading(false);
    }
  };
  return (
    <FormDialog onClose={onClose} size="xl" scrollBehavior="inside" title={title} testId="file-picker">
      <HStack mb="3" gap="2" wrap="wrap">
        <Input
          size="sm"
          maxW="xs"
          value={name}
          placeholder={t('picker.search')}
          aria-label={t('picker.search')}
          onChange={(e) => {
            setName(e.target.value);
            setPage(1);
          }}
        />
        <Button size="sm" colorPalette="brand" loading={uploading} onClick={() => input.current?.click()} data-testid="file-picker-upload">
          <Upload size={16} aria-hidden />
          {t('picker.upload')}
        </Button>
        <input ref={input} type="file" accept="image/*" hidden data-testid="file-picker-input" onChange={(e) => void upload(e.target.files?.[0])} />
      </HStack>
      {list.error && <Text color="fg.error">{errorText(list.error)}</Text>}
      {!list.loading && !list.error && list.items.length === 0 && <Text color="fg.muted">{t('empty')}</Text>}
      <SimpleGrid columns={{ base: 3, md: 5 }} gap="2">
        {list.items.map((f) => (
          <Box
            as="button"
            key={f._id}
            borderWidth="1px"
            rounded="md"
            p="1"
            textAlign="start"
            _hover={{ borderColor: 'brand.solid' }}
            onClick={() => onPick({ _id: f._id, url: f.url })}
            data-testid="file-picker-item"
          >
            <Image src={f.image_sizes[0]?.url ?? f.url} alt="" aspectRatio={1} objectFit="contain" bg="bg.muted" w="full" loading="lazy" />
            <Text fontSize="xs" truncate>
              {f.name}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Box mt="3">
        <Pager page={page} perPage={PAGE_SIZE.list} total={list.total} onPage={setPage} loading={list.loading} labels={pagerLabels(t)} size="xs" />
      </Box>
    </FormDialog>
  );
}
