import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import type { ReturnFieldsFragment } from '../../../gql/graphql';
import { FormDialog, showError } from '../../../ui';
import { useReturnsT } from '../i18n';
import { useDecideReturn, type Decision } from '../hooks/mutations';

/** Reject, hold, complete or cancel a request, with a note for its history. */
export function DecideDialog({
  request,
  decision,
  onClose,
  onDone,
}: {
  request: Pick<ReturnFieldsFragment, '_id' | 'code'>;
  decision: Decision;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useReturnsT();
  const [note, setNote] = useState('');
  const [run, running] = useDecideReturn(decision);
  const submit = async () => {
    try {
      await run({ variables: { _id: request._id, note: note.trim() || undefined } });
      toaster.success({ title: t(`done.${decision}`, { code: request.code }) });
      onDone();
      onClose();
    } catch (e) {
      showError(e, t('failed'));
    }
  };
  return (
    <FormDialog
      open
      title={t(`decide.${decision}_title`, { code: request.code })}
      testId="return-decide"
      onClose={onClose}
      busy={running.loading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette={decision === 'reject' ? 'red' : 'brand'} loading={running.loading} data-testid="return-decide-submit">
            {t(`action.${decision}`)}
          </Button>
        </>
      }
    >
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {t('decide.note')}
        </Text>
        <Textarea rows={3} value={note} aria-label={t('decide.note')} onChange={(e) => setNote(e.target.value)} data-testid="return-decide-note" />
      </Stack>
    </FormDialog>
  );
}
