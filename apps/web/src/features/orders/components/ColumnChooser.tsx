import { Button, Popover, Portal, Stack } from '@chakra-ui/react';
import { CheckField } from '../../../ui';
import { useOrdersT } from '../i18n';

/** Which optional columns the list shows (kept per browser by the caller). */
export function ColumnChooser({
  columns,
  hidden,
  onChange,
}: {
  columns: Array<{ key: string; header: string }>;
  hidden: Set<string>;
  onChange: (hidden: Set<string>) => void;
}) {
  const { t } = useOrdersT();
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline" data-testid="column-chooser">
          {t('list.columns')}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content maxW="56">
            <Popover.Body>
              <Stack gap="2">
                {columns.map((c) => (
                  <CheckField
                    key={c.key}
                    name={`column-${c.key}`}
                    label={c.header}
                    checked={!hidden.has(c.key)}
                    onChange={(shown) => {
                      const next = new Set(hidden);
                      if (shown) next.delete(c.key);
                      else next.add(c.key);
                      onChange(next);
                    }}
                  />
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
