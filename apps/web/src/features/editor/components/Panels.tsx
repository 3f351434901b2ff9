import { useEffect, useState, type Dispatch } from 'react';
import { Box, Button, Field, HStack, IconButton, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { CopyPlus, Eye, EyeOff, Trash2 } from 'lucide-react';
import { isVisible, round2, settingsOf, type EditorLayer, type EditorSide } from '@pod/shared';
import type { EditorAction } from '../state/store';
import { useEditorT } from '../i18n';
import { MoveButtons } from './MoveButtons';

/** A number typed in: sent when it is a number, the field keeps what is typed meanwhile. */
function NumberInput({ label, value, onChange, testId }: { label: string; value: number; onChange: (n: number) => void; testId?: string }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  return (
    <Field.Root>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <Input
        size="xs"
        inputMode="decimal"
        value={text}
        data-testid={testId}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          const n = Number(text.replace(',', '.'));
          if (text.trim() !== '' && Number.isFinite(n) && n !== value) onChange(round2(n));
          else setText(String(value));
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') e.currentTarget.blur();
        }}
      />
    </Field.Root>
  );
}

const num = (s: Record<string, unknown>, name: string, fallback = 0) => (typeof s[name] === 'number' ? (s[name] as number) : fallback);

/** The layers of the side, top first: select, show or hide, move up and down, duplicate, remove. */
function LayerList({ side, selected, dispatch }: { side: EditorSide; selected: string | null; dispatch: Dispatch<EditorAction> }) {
  const { t } = useEditorT();
  const n = side.layers.length;
  if (!n)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="layers-empty">
        {t('layers.empty')}
      </Text>
    );
  return (
    <Stack gap="1" data-testid="layer-list">
      {[...side.layers].reverse().map((layer) => {
        const i = side.layers.indexOf(layer);
        const shown = isVisible(settingsOf(layer.settings));
        return (
          <HStack key={layer.id} gap="0.5" bg={layer.id === selected ? 'bg.emphasized' : undefined} rounded="sm" px="1" data-testid="layer-row">
            <Button
              size="xs"
              variant="ghost"
              flex="1"
              justifyContent="start"
              onClick={() => dispatch({ type: 'layer/select', id: layer.id })}
              opacity={shown ? 1 : 0.5}
            >
              <Text truncate>{layer.name}</Text>
            </Button>
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={shown ? t('layers.hide') : t('layers.show')}
              onClick={() => dispatch({ type: 'layer/toggle', id: layer.id })}
              data-testid="layer-visibility"
            >
              {shown ? <Eye /> : <EyeOff />}
            </IconButton>
            <MoveButtons
              onUp={i < n - 1 ? () => dispatch({ type: 'layer/reorder', from: i, to: i + 1 }) : null}
              onDown={i > 0 ? () => dispatch({ type: 'layer/reorder', from: i, to: i - 1 }) : null}
            />
          </HStack>
        );
      })}
    </Stack>
  );
}

/** The document panel: the side's document size (a change rescales everything on it) and background, and the layer list. */
export function DocumentPanel({
  side,
  selected,
  template,
  dispatch,
}: {
  side: EditorSide;
  selected: string | null;
  template: boolean;
  dispatch: Dispatch<EditorAction>;
}) {
  const { t } = useEditorT();
  const background = settingsOf(side.document.settings).backgroundColor;
  const area = side.print_area;
  return (
    <Stack gap="4" data-testid="panel-document">
      {template && (
        <Box data-testid="print-area-fields">
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('print_area.title')}
          </Text>
          <SimpleGrid columns={2} gap="2">
            {(['x', 'y', 'width', 'height', 'rotation'] as const).map((k) => (
              <NumberInput
                key={k}
                label={t(`layer.${k}`)}
                value={area[k]}
                testId={`print-area-${k}`}
                onChange={(v) => dispatch({ type: 'printArea/update', patch: { [k]: v } })}
              />
            ))}
          </SimpleGrid>
        </Box>
      )}
      <Text fontSize="sm" fontWeight="medium" mb="-2">
        {t('document.size')}
      </Text>
      <SimpleGrid columns={2} gap="2">
        <NumberInput
          label={t('document.width')}
          value={side.document.width}
          onChange={(w) => dispatch({ type: 'document/rescale', width: w, height: side.document.height })}
        />
        <NumberInput
          label={t('document.height')}
          value={side.document.height}
          onChange={(h) => dispatch({ type: 'document/rescale', width: side.document.width, height: h })}
        />
      </SimpleGrid>
      <Field.Root>
        <Field.Label fontSize="xs">{t('document.background')}</Field.Label>
        <Input
          size="xs"
          type="color"
          value={typeof background === 'string' && /^#[0-9a-f]{6}$/i.test(background) ? background : '#ffffff'}
          onChange={(e) =>
            dispatch({ type: 'side/update', id: side.id, patch: { document: { ...side.document, settings: withBackground(side, e.target.value) } } })
          }
        />
      </Field.Root>
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          {t('layers.title')}
        </Text>
        <LayerList side={side} selected={selected} dispatch={dispatch} />
      </Box>
    </Stack>
  );
}

const withBackground = (side: EditorSide, color: string) => {
  const rest = side.document.settings.filter((s) => s.name !== 'backgroundColor');
  return [...rest, { name: 'backgroundColor', value: color }];
};

/** The layer panel: the selected layer's text, font size and colour, its placement, and its actions. */
export function LayerPanel({ layer, dispatch }: { layer: EditorLayer; dispatch: Dispatch<EditorAction> }) {
  const { t } = useEditorT();
  const s = settingsOf(layer.settings);
  const set = (settings: Record<string, unknown>) => dispatch({ type: 'layer/update', id: layer.id, patch: { settings } });
  const field = (name: string, fallback = 0) => (
    <NumberInput key={name} label={t(`layer.${name}`)} value={num(s, name, fallback)} onChange={(v) => set({ [name]: v })} testId={`layer-${name}`} />
  );
  const shown = isVisible(s);
  return (
    <Stack gap="3" data-testid="panel-layer">
      <Field.Root>
        <Field.Label fontSize="xs">{t('layer.name')}</Field.Label>
        <Input
          size="xs"
          value={layer.name}
          onChange={(e) => dispatch({ type: 'layer/update', id: layer.id, patch: { name: e.target.value } })}
          data-testid="layer-name"
        />
      </Field.Root>
      {layer.type === 'text' && (
        <>
          <Field.Root>
            <Field.Label fontSize="xs">{t('text.text')}</Field.Label>
            <Textarea size="xs" value={typeof s.text === 'string' ? s.text : ''} onChange={(e) => set({ text: e.target.value })} data-testid="layer-text" />
          </Field.Root>
          <Text fontSize="xs" color="fg.muted">
            {t('text.font_chosen', { family: typeof s.fontFamily === 'string' ? s.fontFamily : '—' })}
          </Text>
          <SimpleGrid columns={2} gap="2">
            {field('fontSize', 12)}
            {field('letterSpacing')}
            {field('lineHeight', 1)}
            <Field.Root>
              <Field.Label fontSize="xs">{t('layer.fill')}</Field.Label>
              <Input size="xs" type="color" value={typeof s.fill === 'string' ? s.fill : '#000000'} onChange={(e) => set({ fill: e.target.value })} />
            </Field.Root>
          </SimpleGrid>
        </>
      )}
      <SimpleGrid columns={2} gap="2">
        {field('x')}
        {field('y')}
        {field('width')}
        {layer.type === 'image' && field('height')}
        {field('rotation')}
        {field('opacity', 1)}
        {field('scaleX', 1)}
        {field('scaleY', 1)}
      </SimpleGrid>
      <HStack gap="1" wrap="wrap">
        <Button size="xs" variant="outline" onClick={() => dispatch({ type: 'layer/toggle', id: layer.id })} data-testid="layer-toggle">
          {shown ? <EyeOff size={14} aria-hidden /> : <Eye size={14} aria-hidden />}
          {shown ? t('layers.hide') : t('layers.show')}
        </Button>
        <Button size="xs" variant="outline" onClick={() => dispatch({ type: 'layer/duplicate', id: layer.id })} data-testid="layer-duplicate">
          <CopyPlus size={14} aria-hidden />
          {t('layers.duplicate')}
        </Button>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => dispatch({ type: 'layer/remove', id: layer.id })} data-testid="layer-remove">
          <Trash2 size={14} aria-hidden />
          {t('actions.remove')}
        </Button>
      </HStack>
      <Button size="xs" variant="ghost" onClick={() => dispatch({ type: 'layer/select', id: null })}>
        {t('layers.back')}
      </Button>
    </Stack>
  );
}
