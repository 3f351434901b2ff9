import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import type { ExtensionQuery } from '../../../gql/graphql';
import { DateCell, showError, SimpleTable, UserCell } from '../../../ui';
import { useExtensionsT } from '../i18n';
import { useRestoreExtensionVersion } from '../hooks/mutations';

type Version = ExtensionQuery['extension']['versions'][number];

/** Every save of the rule set, newest first; an older one can be saved again as the newest version. */
export function VersionHistory({ extension, onRestored }: { extension: ExtensionQuery['extension']; onRestored: () => void }) {
  const { t } = useExtensionsT();
  const [restore, restoring] = useRestoreExtensionVersion();
  const run = async (v: Version) => {
    try {
      const r = await restore({ variables: { id: extension._id, version: v.version } });
      toaster.success({ title: t('history.restored', { from: v.version, version: r.data!.restoreExtensionVersion.version }) });
      onRestored();
    } catch (err) {
      showError(err);
    }
  };
  return (
    <Stack gap="2">
      <Heading size="sm">{t('history.title')}</Heading>
      <SimpleTable
        data-testid="extension-versions"
        caption={t('history.title')}
        rows={extension.versions}
        rowKey={(v) => v.version}
        rowProps={() => ({ 'data-testid': 'version-row' })}
        columns={[
          { key: 'version', header: t('history.version'), render: (v) => <Text fontWeight="semibold">v{v.version}</Text> },
          {
            key: 'what',
            header: t('history.what'),
            render: (v) => (
              <Stack gap="0">
                <Text>{v.name}</Text>
                <Text fontSize="xs" color="fg.muted" fontFamily="mono" truncate maxW="18rem" title={v.page_match}>
                  {v.page_match}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('history.fields', { count: v.mappings.length })}
                  {v.restored_from ? ` · ${t('history.restored_from', { version: v.restored_from })}` : ''}
                  {v.note ? ` · ${v.note}` : ''}
                </Text>
              </Stack>
            ),
          },
          { key: 'by', header: t('history.by'), render: (v) => <UserCell user={v.created_by} /> },
          { key: 'at', header: t('history.at'), render: (v) => <DateCell value={v.created_at} withTime /> },
          {
            key: 'restore',
            header: '',
            align: 'end',
            render: (v) =>
              v.version === extension.version ? (
                <Text fontSize="xs" color="fg.muted">
                  {t('history.current')}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="outline"
                  loading={restoring.loading}
                  onClick={() => void run(v)}
                  data-testid={`restore-v${v.version}`}
                  aria-label={t('history.restore_label', { version: v.version })}
                >
                  {t('history.restore')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
