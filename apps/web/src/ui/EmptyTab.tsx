import { Button, Text } from '@chakra-ui/react';
import { useUiT } from './i18n';
import type { StatusTab } from './StatusTabs';

/**
 * An empty tab of a list whose tab counts follow its filters (a search too): when other tabs hold
 * matches it says so, each such tab a button to it, so a search never reads "Nothing found" while
 * its match sits one tab away. The All tab is not named: it holds every other.
 */
export function EmptyTab({ tabs, tab, onTab }: { tabs: StatusTab[]; tab?: string; onTab?: (value: string) => void }) {
  const { t } = useUiT();
  const elsewhere = tabs.filter((x) => x.value !== tab && (x.count ?? 0) > 0 && x.value.toLowerCase() !== 'all');
  if (!elsewhere.length) return <Text data-testid="list-empty">{t('table.empty')}</Text>;
  return (
    <>
      <Text data-testid="list-empty">{t('table.empty_here')}</Text>
      {elsewhere.map((x) => (
        <Button key={x.value} size="xs" variant="outline" onClick={() => onTab?.(x.value)} data-testid="list-elsewhere">
          {t('table.in_tab', { tab: x.label, count: x.count })}
        </Button>
      ))}
    </>
  );
}
