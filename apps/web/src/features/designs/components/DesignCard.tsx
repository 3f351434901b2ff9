import { Badge, Box, Checkbox, HStack, Image, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { StatusBadge } from '../../../ui';
import type { DesignCardData } from '../graphql';
import { useDesignsT } from '../i18n';

/** A design in the catalogue grid: its first preview (or "being drawn"), name, status, tags; the box selects it. */
export function DesignCard({ design, selected, onSelect }: { design: DesignCardData; selected: boolean; onSelect: (on: boolean) => void }) {
  const { t } = useDesignsT();
  const drawing = design.previews.some((p) => !p?.url);
  const picture = design.previews.find((p) => p?.url)?.url ?? (design.previews.length ? null : design.image?.url);
  return (
    <Stack
      gap="2"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : undefined}
      rounded="md"
      p="3"
      bg="bg.panel"
      data-testid="design-card"
      data-id={design._id}
    >
      <Box position="relative">
        {/* Named by its content, not an aria-label that would hide the visible "No preview" (axe label-content-name-mismatch). */}
        <RouterLink to={`/designs/edit/${design._id}`}>
          {picture ? (
            <Image
              src={picture}
              alt={t('card.open', { name: design.name })}
              aspectRatio={1}
              objectFit="contain"
              bg="bg.muted"
              rounded="sm"
              w="full"
              loading="lazy"
            />
          ) : (
            <Box aspectRatio={1} bg="bg.muted" rounded="sm" display="flex" alignItems="center" justifyContent="center" p="3" textAlign="center">
              <Text fontSize="sm" color="fg.muted" data-testid="preview-drawing">
                {drawing ? t('card.drawing') : t('card.no_preview')}
              </Text>
              <VisuallyHidden>{t('card.open', { name: design.name })}</VisuallyHidden>
            </Box>
          )}
        </RouterLink>
        <Checkbox.Root
          position="absolute"
          top="2"
          left="2"
          checked={selected}
          onCheckedChange={(e) => onSelect(e.checked === true)}
          aria-label={t('card.select', { name: design.name })}
          data-testid="select-design"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control bg="bg.panel" />
        </Checkbox.Root>
        {drawing && picture && (
          <Badge position="absolute" bottom="2" right="2" size="sm" data-testid="preview-drawing">
            {t('card.drawing')}
          </Badge>
        )}
      </Box>
      <HStack justify="space-between" gap="2" align="start">
        <Text fontWeight="medium" lineClamp={2} data-testid="design-name">
          {design.name}
        </Text>
        <StatusBadge status={design.status} />
      </HStack>
      {design.tags.length > 0 && (
        <Wrap gap="1">
          {design.tags.map((tag) => (
            <Badge key={tag._id} variant="subtle" colorPalette="brand" size="sm">
              {tag.name}
            </Badge>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
