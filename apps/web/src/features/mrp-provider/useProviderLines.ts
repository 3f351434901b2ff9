import { PROVIDER_LINE_STATUSES } from '@pod/shared';
import { useListParams, useTabbedList } from '../../ui';
import { MRP_PROVIDER_COUNTERS, MRP_PROVIDER_LINES } from './graphql';
import { useMrpProviderT } from './i18n';

export const PROVIDER_LINE_TABS = ['all', ...PROVIDER_LINE_STATUSES] as const;
type Tab = (typeof PROVIDER_LINE_TABS)[number];

/** The provider lines of the URL's tab (?status), provider (?provider) and search (?search), with the tabs' counts. */
export function useProviderLines() {
  const { t } = useMrpProviderT();
  const { params, patch } = useListParams();
  const filters = { provider: params.get('provider') || null, search: params.get('search') || null };
  return useTabbedList({
    list: MRP_PROVIDER_LINES,
    counters: MRP_PROVIDER_COUNTERS,
    filters,
    tabs: PROVIDER_LINE_TABS,
    requested: params.get('status') ?? undefined,
    fallback: 'all',
    label: (tab: Tab) => t(`tab.${tab}`),
    count: (c, tab: Tab) => c.mrpProviderCounters[tab],
    onTab: (tab: Tab) => patch({ status: tab === 'all' ? '' : tab }),
  });
}
