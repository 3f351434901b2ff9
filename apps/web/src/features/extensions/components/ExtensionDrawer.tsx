import { Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { toaster } from '../../../ui/toaster';
import { ConfirmButton, errorText, SideDrawer, showError } from '../../../ui';
import { EXTENSION } from '../graphql';
import { useExtensionsT } from '../i18n';
import { ExtensionForm } from './ExtensionForm';
import { VersionHistory } from './VersionHistory';
import { useTrashExtension } from '../hooks/mutations';

/** A rule set's editor (a save is a new version) and its version history; with no id, a new rule set. */
export function ExtensionDrawer({
  id,
  onClose,
  onSaved,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onSaved: (id: string) => void;
  onChanged: () => void;
}) {
  const { t } = useExtensionsT();
  const q = useQuery(EXTENSION, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const [trash] = useTrashExtension();
  const ext = q.data?.extension;
  const remove = async () => {
    try {
      await trash({ variables: { id: id! } });
      toaster.success({ title: t('editor.deleted') });
      onChanged();
      onClose();
    } catch (err) {
      showError(err);
    }
  };
  const title = id ? (ext ? `${ext.name} · v${ext.version}` : t('editor.edit_title')) : t('editor.new_title');
  return (
    <SideDrawer open onClose={onClose} title={title} testId="extension-drawer" size="xl">
      {id && !ext ? (
        q.error ? (
          <Text color="fg.error">{errorText(q.error)}</Text>
        ) : (
          <Spinner />
        )
      ) : (
        <Stack gap="8">
          <ExtensionForm
            // A new version reloads the form with what was saved.
            key={ext ? `${ext._id}@${ext.version}` : 'new'}
            extension={ext ?? null}
            onSaved={(saved) => {
              onSaved(saved);
              if (id) void q.refetch();
            }}
          />
          {ext && (
            <VersionHistory
              extension={ext}
              onRestored={() => {
                void q.refetch();
                onChanged();
              }}
            />
          )}
          {ext && (
            <HStack justify="flex-end">
              <ConfirmButton
                label={t('editor.delete')}
                title={t('editor.delete_title')}
                body={t('editor.delete_body', { name: ext.name })}
                onConfirm={remove}
                testId="delete-extension"
              />
            </HStack>
          )}
          {!ext && (
            <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
          )}
        </Stack>
      )}
    </SideDrawer>
  );
}
