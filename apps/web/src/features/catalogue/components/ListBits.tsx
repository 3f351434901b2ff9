import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { PAGE_SIZE } from '@pod/shared';
import { useCatalogueT } from '../i18n';

/** Tabs with counts (providers, categories), as links people can also reach by URL. */
export function ProviderTabs({
  tabs,
  active,
  onPick,
}: {
  tabs: Array<{ value: string; label: string; count?: number }>;
  active: string;
  onPick: (value: string) => void;
}) {
  return (
    <HStack gap="1" wrap="wrap" role="tablist" data-testid="provider-tabs">
      {tabs.map((tab) => (
        <Button
          key={tab.value}
          role="tab"
          aria-selected={tab.value === active}
          size="sm"
          variant={tab.value === active ? 'solid' : 'ghost'}
          colorPalette={tab.value === active ? 'brand' : 'gray'}
          onClick={() => onPick(tab.value)}
          data-testid={`tab-${tab.value}`}
        >
          {tab.label}
          {tab.count !== undefined && (
            <Badge ml="1" variant={tab.value === active ? 'solid' : 'subtle'} colorPalette="gray">
              {tab.count}
            </Badge>
          )}
        </Button>
      ))}
    </HStack>
  );
}

/** Previous and next pages under a grid of cards. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useCatalogueT();
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE.list));
  if (pages <= 1) return null;
  return (
    <HStack justify="flex-end" mt="4" gap="2">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('ui:table.prev')}
      </Button>
      <Text fontSize="sm">{t('ui:table.page_of', { page, pages })}</Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('ui:table.next')}
      </Button>
    </HStack>
  );
}
