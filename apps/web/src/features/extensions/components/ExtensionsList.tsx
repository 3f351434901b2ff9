import type { ReactNode } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { EXTENSION_MARKETPLACES, EXTENSION_TABS, type ExtensionTab } from '@pod/shared';
import type { ExtensionRowFieldsFragment } from '../../../gql/graphql';
import { CheckField, DataTable, DateCell, FilterSelect, showError, useListParams, useTabbedList, type Column } from '../../../ui';
import { EXTENSION_COUNTERS, EXTENSIONS } from '../graphql';
import { useExtensionsT } from '../i18n';
import { useSetExtensionEnabled } from '../hooks/mutations';

/** The rule sets of one tab (all, enabled, disabled) and marketplace; a row opens its editor, the check serves it or not. */
export function ExtensionsList({ onOpen, render }: { onOpen: (id: string) => void; render: (refresh: () => void) => ReactNode }) {
  const { t } = useExtensionsT();
  const { params, patch } = useListParams();
  const marketplace = params.get('marketplace') || undefined;
  const list = useTabbedList({
    list: EXTENSIONS,
    counters: EXTENSION_COUNTERS,
    filters: { marketplace },
    tabs: EXTENSION_TABS,
    requested: params.get('status'),
    fallback: 'all',
    label: (tab) => t(`tab.${tab}`),
    count: (c, tab: ExtensionTab) => c.extensionCounters[tab],
    onTab: (tab) => patch({ status: tab === 'all' ? null : tab }),
  });
  const [setEnabled] = useSetExtensionEnabled();
  const toggle = async (row: ExtensionRowFieldsFragment, enabled: boolean) => {
    try {
      await setEnabled({ variables: { id: row._id, enabled } });
      list.refresh();
    } catch (err) {
      showError(err);
    }
  };
  const columns: Column<ExtensionRowFieldsFragment>[] = [
    {
      key: 'name',
      header: t('col.name'),
      render: (r) => (
        <Text fontWeight="semibold" data-testid="extension-name">
          {r.name}
        </Text>
      ),
    },
    { key: 'marketplace', header: t('col.marketplace'), render: (r) => t(`marketplace.${r.marketplace}`) },
    {
      key: 'page_match',
      header: t('col.page_match'),
      render: (r) => (
        <Text fontFamily="mono" fontSize="xs" truncate maxW="22rem" title={r.current?.page_match}>
          {r.current?.page_match}
        </Text>
      ),
    },
    { key: 'fields', header: t('col.fields'), render: (r) => r.current?.mappings.length ?? 0 },
    { key: 'version', header: t('col.version'), render: (r) => <Text data-testid="extension-version">v{r.version}</Text> },
    { key: 'updated', header: t('col.updated'), render: (r) => <DateCell value={r.updated_at} withTime /> },
    {
      key: 'enabled',
      header: t('col.enabled'),
      render: (r) => (
        // The check serves the set or stops serving it; it does not open the editor.
        <HStack onClick={(e) => e.stopPropagation()}>
          <CheckField
            name={`enabled-${r._id}`}
            ariaLabel={t('list.enabled_label', { name: r.name })}
            checked={r.enabled}
            onChange={(on) => void toggle(r, on)}
          />
          <Text fontSize="sm" color={r.enabled ? undefined : 'fg.muted'}>
            {r.enabled ? t('list.on') : t('list.off')}
          </Text>
        </HStack>
      ),
    },
  ];
  const toolbar = (
    <FilterSelect
      name="marketplace"
      label={t('list.marketplace')}
      all={t('list.all_marketplaces')}
      options={EXTENSION_MARKETPLACES.map((m) => ({ value: m, label: t(`marketplace.${m}`) }))}
      minW="12rem"
    />
  );
  return (
    <Box>
      <DataTable testId="extensions-table" rowTestId="extension-row" columns={columns} {...list.table} toolbar={toolbar} onRowClick={(r) => onOpen(r._id)} />
      {render(list.refresh)}
    </Box>
  );
}
