import { useState } from 'react';
import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { BATCH_LIMITS } from '@pod/shared';
import { FormDialog, showError, TextField } from '../../../ui';
import { useManufacturingT } from '../i18n';
import { useMakeMrpBatch } from '../hooks/mutations';

/** "Make batch": the selected productions become one batch (with an optional note); the dialog then shows its code. */
export function MakeBatchAction({ manufactureId, ids, onDone }: { manufactureId: string; ids: string[]; onDone: () => void }) {
  const { t } = useManufacturingT();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [made, setMade] = useState<{ code: string; count: number } | null>(null);
  const [make, { loading }] = useMakeMrpBatch();
  // The list is refreshed (and the selection, with this bulk bar, cleared) once the code has been read.
  const close = () => {
    setOpen(false);
    setNote('');
    setMade(null);
    if (made) onDone();
  };
  const submit = () =>
    void make({ variables: { product_ids: ids, params: { note: note.trim() || undefined } } }).then(
      ({ data }) => {
        if (!data) return;
        setMade({ code: data.makeMrpBatchProduct.code, count: data.makeMrpBatchProduct.product_count });
      },
      (err: unknown) => showError(err, t('productions.make_batch.failed')),
    );
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} data-testid="bulk-make-batch">
        {t('productions.make_batch.make')}
      </Button>
      <FormDialog
        open={open}
        title={t('productions.make_batch.title')}
        testId="make-batch-dialog"
        onClose={close}
        busy={loading}
        onSubmit={made ? undefined : submit}
        footer={
          made ? (
            <Button size="sm" onClick={close} data-testid="make-batch-done">
              {t('productions.make_batch.done')}
            </Button>
          ) : (
            <Button type="submit" size="sm" colorPalette="brand" loading={loading} data-testid="make-batch-submit">
              {t('productions.make_batch.submit', { count: ids.length })}
            </Button>
          )
        }
      >
        {made ? (
          <Stack gap="2" data-testid="make-batch-result">
            <Text>{t('productions.make_batch.made', { count: made.count })}</Text>
            <Text fontFamily="mono" fontSize="lg" fontWeight="semibold" data-testid="made-batch-code">
              {made.code}
            </Text>
            <ChakraLink asChild colorPalette="brand">
              <Link to={`/manufactures/${manufactureId}/mrp_batch`}>{t('productions.make_batch.open')}</Link>
            </ChakraLink>
          </Stack>
        ) : (
          <TextField name="note" label={t('productions.make_batch.note')} value={note} onChange={setNote} maxLength={BATCH_LIMITS.note} />
        )}
      </FormDialog>
    </>
  );
}
