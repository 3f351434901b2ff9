import { Input, Text } from '@chakra-ui/react';
import { CheckField, SimpleTable } from '../../../ui';
import { useReturnsT } from '../i18n';

export interface PickableLine {
  item_id: string;
  sku: string;
  name: string;
  /** The most units that may be chosen. */
  max: number;
}

/** Lines with a check and a number of units each: the chosen ones as item id → units. */
export function LinePicker({
  lines,
  value,
  onChange,
  testId,
}: {
  lines: readonly PickableLine[];
  value: Record<string, number>;
  onChange: (value: Record<string, number>) => void;
  testId: string;
}) {
  const { t } = useReturnsT();
  const set = (id: string, units: number | null) => {
    const next = { ...value };
    if (units === null) delete next[id];
    else next[id] = units;
    onChange(next);
  };
  return (
    <SimpleTable
      data-testid={testId}
      caption={t('lines.title')}
      rows={lines}
      rowKey={(l) => l.item_id}
      columns={[
        {
          key: 'pick',
          header: '',
          width: '8',
          render: (l) => (
            <CheckField
              name={`pick-${l.item_id}`}
              ariaLabel={t('lines.choose', { sku: l.sku })}
              checked={value[l.item_id] !== undefined}
              onChange={(on) => set(l.item_id, on ? l.max : null)}
            />
          ),
        },
        {
          key: 'item',
          header: t('lines.item'),
          render: (l) => (
            <>
              <Text fontWeight="medium">{l.name}</Text>
              <Text fontSize="xs" color="fg.muted">
                {l.sku}
              </Text>
            </>
          ),
        },
        {
          key: 'units',
          header: t('lines.units'),
          width: '28',
          render: (l) => (
            <Input
              size="sm"
              type="number"
              min={1}
              max={l.max}
              aria-label={t('lines.units_of', { sku: l.sku })}
              disabled={value[l.item_id] === undefined}
              value={value[l.item_id] ?? ''}
              onChange={(e) => set(l.item_id, Math.max(1, Math.min(l.max, Number(e.target.value) || 1)))}
            />
          ),
        },
        { key: 'max', header: t('lines.of'), align: 'end', render: (l) => l.max },
      ]}
    />
  );
}
