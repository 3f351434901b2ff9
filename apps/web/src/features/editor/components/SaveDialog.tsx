import { Box, Button, HStack, Image, Link, List, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CheckCircle2, CircleDashed, XCircle } from 'lucide-react';
import { errorText, FormDialog } from '../../../ui';
import { LocalUploadFailed, type SaveOutcome } from '../state/saveFlow';
import { SAVE_STEPS, type SaveState } from '../state/store';
import type { EditorMode } from '../types';
import { useEditorT, useSideName } from '../i18n';

/** What went wrong, in the user's language: the upload's own message, else the server's reason, else the generic one. */
function failureText(outcome: Extract<SaveOutcome, { kind: 'failed' }>, t: (key: string) => string) {
  if (outcome.stage === 'upload' || outcome.error instanceof LocalUploadFailed) return t('save.upload_failed');
  const text = errorText(outcome.error);
  return text || t('save.failed');
}

/**
 * The save flow step by step (generate previews, save, release), each marked done as it passes;
 * then the previews and print files, and plainly what happened: saved, or failed and why.
 */
export function SaveDialog({
  mode,
  save,
  outcome,
  onStart,
  onClose,
}: {
  mode: EditorMode;
  save: SaveState;
  outcome: SaveOutcome | null;
  onStart: () => void;
  onClose: () => void;
}) {
  const { t } = useEditorT();
  const shownName = useSideName();
  // The preset-edit flow saves the template and releases nothing.
  const steps = mode === 'template' ? SAVE_STEPS.filter((s) => s !== 'release') : SAVE_STEPS;
  const started = save.saving || outcome !== null;
  const sideName = (id: string) => shownName({ id, name: outcome?.previews.find((p) => p.side === id)?.name ?? id });
  const failedAt = outcome?.kind === 'failed' ? (outcome.stage === 'upload' ? 'generate' : outcome.stage) : null;
  return (
    <FormDialog
      open={save.dialogOpen}
      onClose={onClose}
      busy={save.saving}
      size="lg"
      title={t('save.title')}
      testId="save-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.saving}>
            {t('save.close')}
          </Button>
          {!outcome && (
            <Button colorPalette="brand" onClick={onStart} loading={save.saving} data-testid="save-start">
              {t('save.start')}
            </Button>
          )}
        </>
      }
    >
      <Stack gap="4">
        <List.Root variant="plain" gap="2">
          {steps.map((step) => {
            const done = save.done.includes(step);
            const failed = failedAt === step;
            const running = save.saving && !done && steps.find((s) => !save.done.includes(s)) === step;
            return (
              <List.Item key={step} data-testid={`save-step-${step}`} data-done={done || undefined}>
                <HStack gap="2">
                  {done ? (
                    <CheckCircle2 size={18} color="var(--chakra-colors-green-600)" aria-hidden />
                  ) : failed ? (
                    <XCircle size={18} color="var(--chakra-colors-red-600)" aria-hidden />
                  ) : running ? (
                    <Spinner size="xs" />
                  ) : (
                    <CircleDashed size={18} aria-hidden />
                  )}
                  <Text>{t(`save.steps.${step}`)}</Text>
                  {done && <Text srOnly>{t('save.done')}</Text>}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
        {!started && <Text color="fg.muted">{t('save.intro')}</Text>}
        {outcome && outcome.previews.length > 0 && (
          <Box>
            <Text fontWeight="medium" mb="2">
              {t('save.previews')}
            </Text>
            <SimpleGrid columns={{ base: 2, md: 3 }} gap="2">
              {outcome.previews.map((p) => (
                <Stack key={p.side} gap="1" data-testid="preview">
                  {p.url ? (
                    <Image
                      src={p.url}
                      alt={shownName({ id: p.side, name: p.name })}
                      borderWidth="1px"
                      rounded="md"
                      bg="bg.muted"
                      data-testid={`preview-${p.side}`}
                    />
                  ) : (
                    <Text fontSize="sm" color="fg.muted">
                      {t('save.rendering')}
                    </Text>
                  )}
                  <Text fontSize="sm">{shownName({ id: p.side, name: p.name })}</Text>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
        )}
        {outcome && outcome.printFiles.length > 0 && (
          <Box>
            <Text fontWeight="medium" mb="1">
              {t('save.print_files')}
            </Text>
            <Stack gap="1">
              {outcome.printFiles.map((p) =>
                p.url ? (
                  <Link key={`${p.side}-${p.position}`} href={p.url} target="_blank" rel="noreferrer" data-testid={`print-file-${p.side}`}>
                    {t('save.print_file', { side: sideName(p.side), position: p.position })}
                  </Link>
                ) : (
                  <Text key={`${p.side}-${p.position}`} fontSize="sm" color="fg.muted">
                    {t('save.print_file', { side: sideName(p.side), position: p.position })} — {t('save.rendering')}
                  </Text>
                ),
              )}
            </Stack>
          </Box>
        )}
        {outcome?.kind === 'saved' && (
          <Stack gap="1" role="status">
            <Text color="green.fg" fontWeight="medium" data-testid="save-success">
              {t('save.success')}
            </Text>
            {outcome.saved.listingId && <ListingLink listingId={outcome.saved.listingId} />}
          </Stack>
        )}
        {outcome?.kind === 'failed' && (
          <Text color="fg.error" data-testid="save-error" role="alert">
            {failureText(outcome, t)}
          </Text>
        )}
      </Stack>
    </FormDialog>
  );
}

/** The saved listing among the seller's listings. */
function ListingLink({ listingId }: { listingId: string }) {
  const { t } = useEditorT();
  return (
    <Link asChild colorPalette="brand" data-testid="saved-listing">
      <RouterLink to={`/items/internal?_id=${encodeURIComponent(listingId)}`}>{t('publish.open_listing')}</RouterLink>
    </Link>
  );
}

/** The Publish step: what was published (the seller's listing, with its link), or that the template was saved. */
export function PublishStep({ mode, listingId }: { mode: EditorMode; listingId: string | null }) {
  const { t } = useEditorT();
  if (mode === 'template') return <Text>{t('publish.template_saved')}</Text>;
  return (
    <Stack gap="2">
      <Text>{t('publish.intro')}</Text>
      {listingId && <ListingLink listingId={listingId} />}
    </Stack>
  );
}
