import { Box } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import { ConfirmButton, showError } from '../../../ui';
import { useLogisticsT } from '../i18n';

/** A row's trash button: asks first, then `trash()`, says so and calls `onTrashed` (errors shown). */
export function TrashButton({ name, trash, onTrashed }: { name: string; trash: () => Promise<unknown>; onTrashed: () => void }) {
  const { t } = useLogisticsT();
  return (
    <ConfirmButton
      size="xs"
      label={t('common.trash')}
      title={t('common.trash_title')}
      body={t('common.trash_body', { name })}
      onConfirm={async () => {
        try {
          await trash();
          toaster.success({ title: t('common.trashed') });
          onTrashed();
        } catch (e) {
          showError(e);
        }
      }}
    />
  );
}

/** The same in a row of a clickable table: a click on it does not open the row. */
export function RowTrashButton(props: Parameters<typeof TrashButton>[0]) {
  return (
    <Box onClick={(e) => e.stopPropagation()}>
      <TrashButton {...props} />
    </Box>
  );
}
