import { Button, Stack, Text, Wrap } from '@chakra-ui/react';
import type { SizeOption } from '../state/size';
import { useEditorT } from '../i18n';

/**
 * The product's sizes, picked like the colour: the default sizes are marked, and picking one adds its
 * variants to the listing (the count below shows the Details step's selection).
 */
export function SizePicker({
  sizes,
  current,
  selectedCount,
  variantCount,
  onPick,
}: {
  sizes: SizeOption[];
  current: string | null;
  selectedCount: number;
  variantCount: number;
  onPick: (size: string) => void;
}) {
  const { t } = useEditorT();
  if (!sizes.length) return null;
  return (
    <Stack gap="2" data-testid="size-picker">
      <Text fontSize="sm" fontWeight="medium">
        {t('size_picker.title')}
      </Text>
      <Wrap gap="1.5">
        {sizes.map((s) => (
          <Button
            key={s.value}
            size="xs"
            minW="9"
            variant={current === s.value ? 'solid' : 'outline'}
            colorPalette={current === s.value ? 'brand' : 'gray'}
            aria-pressed={current === s.value}
            title={s.isDefault ? t('size_picker.default') : undefined}
            data-testid={`size-${s.value}`}
            onClick={() => onPick(s.value)}
          >
            {s.value}
            {s.isDefault && ' ★'}
          </Button>
        ))}
      </Wrap>
      <Text fontSize="xs" color="fg.muted">
        {t('size_picker.hint')}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="size-selected-count" data-selected={selectedCount}>
        {t('size_picker.selected', { selected: selectedCount, count: variantCount })}
      </Text>
    </Stack>
  );
}
