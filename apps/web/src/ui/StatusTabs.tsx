import { Badge, Button, HStack } from '@chakra-ui/react';

export interface StatusTab {
  value: string;
  label: string;
  count?: number;
}

/** Status tabs with counts above a list (a table or a grid of cards). */
export function StatusTabs({ tabs, active, onTab }: { tabs: StatusTab[]; active?: string; onTab?: (value: string) => void }) {
  return (
    <HStack gap="1" mb="4" wrap="wrap" data-testid="status-tabs" role="group">
      {tabs.map((s) => {
        const on = s.value === active;
        return (
          <Button
            key={s.value}
            size="sm"
            variant={on ? 'solid' : 'outline'}
            colorPalette={on ? 'brand' : 'gray'}
            aria-pressed={on}
            onClick={() => onTab?.(s.value)}
            data-testid={`status-tab-${s.value}`}
          >
            {s.label}
            {s.count != null && (
              <Badge ml="1" variant={on ? 'surface' : 'subtle'} data-testid={`status-count-${s.value}`}>
                {s.count}
              </Badge>
            )}
          </Button>
        );
      })}
    </HStack>
  );
}
