import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { Box, Button, HStack, IconButton, Stack, Tabs, Text } from '@chakra-ui/react';
import { MoveLeft, MoveRight, Redo2, PaintBucket, Type, Layers, Undo2, ZoomIn, ZoomOut } from 'lucide-react';
import { printAreaSizeOf, round2, settingsOf } from '@pod/shared';
import { showError } from '../../../ui';
import { toaster } from '../../../ui/toaster';
import { EditorCanvas } from '../canvas/EditorCanvas';
import { exportPrintArea } from '../canvas/printExport';
import { activeSideOf, EDITOR_STEPS, editorReducer, initialEditorState, type EditorAction, type SideMenu as MenuKey } from '../state/store';
import type { EditorMode, EditorPreset, ListingDetails, Opened } from '../types';
import { useEditorAssets } from '../useEditorAssets';
import { useSaveFlow } from '../useSaveFlow';
import { useEditorT, useSideName } from '../i18n';
import { selectedAfterSizeChange, sizeOptions } from '../state/size';
import { DetailsStep } from './DetailsStep';
import { ProductMenu, SideMenu, TextMenu, type VariantColour } from './Menus';
import { SizePicker } from './SizePicker';
import { DocumentPanel, LayerPanel } from './Panels';
import { PublishStep, SaveDialog } from './SaveDialog';

const MENUS: Array<{ key: MenuKey; icon: typeof PaintBucket }> = [
  { key: 'product', icon: PaintBucket },
  { key: 'text', icon: Type },
  { key: 'side', icon: Layers },
];

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The keys of the design step: undo and redo, Delete, arrow nudges (Shift: 10). */
function useEditorKeys(dispatch: (a: EditorAction) => void, selected: { id: string; x: number; y: number } | null, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') dispatch({ type: e.shiftKey ? 'history/redo' : 'history/undo' });
      else if (mod && key === 'y') dispatch({ type: 'history/redo' });
      else if (selected && (e.key === 'Delete' || e.key === 'Backspace')) dispatch({ type: 'layer/remove', id: selected.id });
      else if (selected && e.key.startsWith('Arrow')) {
        const step = e.shiftKey ? 10 : 1;
        const dx = e.key === 'ArrowLeft' ? -step : e.key === 'ArrowRight' ? step : 0;
        const dy = e.key === 'ArrowUp' ? -step : e.key === 'ArrowDown' ? step : 0;
        dispatch({ type: 'layer/update', id: selected.id, patch: { settings: { x: round2(selected.x + dx), y: round2(selected.y + dy) } } });
      } else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, selected, enabled]);
}

/** The variants' own colours (the preset's colour attribute), for the palette. */
function variantColours(preset: EditorPreset | undefined): VariantColour[] {
  const colour = preset?.prety_attributes.find((a) => /colou?r/i.test(a.attribute_type) || /colou?r/i.test(a.plf_attribute_name));
  return (colour?.options ?? []).filter((o) => o.hex).map((o) => ({ name: o.plf_value, hex: o.hex! }));
}

/**
 * The editor: the three steps (Design, Details & Pricing, Publish), the side menus (product, text,
 * side), the canvas, the document and layer panels, undo and redo, and the save flow.
 */
export function EditorScreen({ mode, opened }: { mode: EditorMode; opened: Opened }) {
  const { t } = useEditorT();
  const sideName = useSideName();
  const preset = opened.preset;
  const [state, dispatch] = useReducer(editorReducer, opened.doc, initialEditorState);
  const [zoom, setZoom] = useState(1);
  // Kept here across the steps: the Details step shows it, the release sends it.
  const [details, setDetails] = useState<ListingDetails>(opened.details);
  const side = activeSideOf(state);
  const layer = side?.layers.find((l) => l.id === state.selectedLayer);
  const color = side ? settingsOf(side.document.settings).color : undefined;
  const colorHex = typeof color === 'string' ? color : '';
  const { assets, sideImage } = useEditorAssets(state.doc.sides, side);
  const target = useMemo(
    () => ({ mode, productId: preset._id, name: opened.name, variants: preset.attribute_specifics, details, saved: opened.saved }),
    [mode, preset, opened, details],
  );
  const saveFlow = useSaveFlow(dispatch, colorHex || null, target);
  const [draftSaving, setDraftSaving] = useState(false);
  /** Saves the mockup and the listing as drafts, without the publish dialog: the seller comes back to them later. */
  const saveDraft = async () => {
    setDraftSaving(true);
    const out = await saveFlow.run(state.doc, 'Draft');
    setDraftSaving(false);
    saveFlow.clear();
    dispatch({ type: 'save/reset' });
    if (out.kind === 'saved') toaster.success({ title: t('save.draft_saved') });
    else showError(out.error, t('save.draft_failed'));
  };
  const colours = useMemo(() => variantColours(preset), [preset]);
  const sizes = useMemo(() => sizeOptions(preset), [preset]);
  const [size, setSize] = useState<string | null>(null);
  const pickSize = (value: string) => {
    setSize(value);
    setDetails((d) => ({ ...d, selected: selectedAfterSizeChange(preset, d.selected, value) }));
  };
  const nudge = useMemo(() => {
    if (!layer) return null;
    const s = settingsOf(layer.settings);
    return { id: layer.id, x: Number(s.x) || 0, y: Number(s.y) || 0 };
  }, [layer]);
  useEditorKeys(dispatch, nudge, state.step === 'design' && !state.save.dialogOpen);

  const exportPrint = useCallback(() => {
    if (!side) return;
    try {
      const url = exportPrintArea(side, printAreaSizeOf(state.doc, side), assets);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${side.id}-print.png`;
      a.click();
    } catch (e) {
      showError(e, t('product.export_failed'));
    }
  }, [side, state.doc, assets, t]);

  const stepIndex = EDITOR_STEPS.indexOf(state.step);
  return (
    <Box
      display="flex"
      flexDirection="column"
      h="calc(100dvh - 7rem)"
      minH="560px"
      gap="0"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      bg="bg"
      data-testid="editor"
    >
      <HStack px="3" py="2" borderBottomWidth="1px" gap="3" wrap="wrap">
        <Text fontWeight="semibold" truncate maxW="xs" data-testid="editor-title">
          {mode === 'template' ? t('title.template', { name: preset?.name ?? '' }) : t('title.product', { name: preset?.name ?? '' })}
        </Text>
        <HStack as="ol" gap="1" flex="1" justify="center" aria-label={t('steps.label')}>
          {EDITOR_STEPS.map((step, i) => (
            <Box as="li" key={step} listStyleType="none">
              <Button
                size="xs"
                variant={i === stepIndex ? 'solid' : 'ghost'}
                colorPalette={i === stepIndex ? 'brand' : 'gray'}
                aria-current={i === stepIndex ? 'step' : undefined}
                data-testid={`step-tab-${step}`}
                onClick={() => (step === 'publish' ? dispatch({ type: 'step/next' }) : dispatch({ type: 'step/set', step }))}
                disabled={step === 'publish' && state.step !== 'details'}
              >
                {i + 1}. {t(`steps.${step}`)}
              </Button>
            </Box>
          ))}
        </HStack>
        <HStack gap="1">
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('actions.undo')}
            disabled={!state.past.length}
            onClick={() => dispatch({ type: 'history/undo' })}
            data-testid="undo"
          >
            <Undo2 />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            aria-label={t('actions.redo')}
            disabled={!state.future.length}
            onClick={() => dispatch({ type: 'history/redo' })}
            data-testid="redo"
          >
            <Redo2 />
          </IconButton>
          <Button size="sm" variant="outline" disabled={stepIndex === 0} onClick={() => dispatch({ type: 'step/previous' })} data-testid="step-previous">
            <MoveLeft size={16} aria-hidden />
            {t('actions.previous')}
          </Button>
          {mode === 'product' && (
            <Button size="sm" variant="outline" onClick={() => void saveDraft()} loading={draftSaving} disabled={state.save.saving} data-testid="save-draft">
              {t('actions.save_draft')}
            </Button>
          )}
          <Button size="sm" colorPalette="brand" onClick={() => dispatch({ type: 'step/next' })} data-testid="step-next">
            {state.step === 'details' ? t('actions.publish') : t('actions.next')}
            <MoveRight size={16} aria-hidden />
          </Button>
        </HStack>
      </HStack>

      {state.step === 'design' && side && (
        <Box display="flex" flex="1" minH="0">
          <Stack as="nav" aria-label={t('menus.label')} p="1" gap="1" borderRightWidth="1px" bg="bg.subtle">
            {MENUS.map(({ key, icon: Icon }) => (
              <Button
                key={key}
                size="xs"
                h="auto"
                py="2"
                flexDirection="column"
                variant={state.menu === key ? 'subtle' : 'ghost'}
                aria-pressed={state.menu === key}
                onClick={() => dispatch({ type: 'menu/set', menu: key })}
                data-testid={`menu-${key}-tab`}
              >
                <Icon size={18} aria-hidden />
                <Text fontSize="2xs">{t(`menus.${key}`)}</Text>
              </Button>
            ))}
          </Stack>
          <Box w="64" p="3" borderRightWidth="1px" overflowY="auto" flexShrink={0}>
            {state.menu === 'product' && (
              <ProductMenu side={side} color={colorHex} variants={colours} dispatch={dispatch} onExport={exportPrint} designs={mode === 'product'}>
                {mode === 'product' && (
                  <SizePicker
                    sizes={sizes}
                    current={size}
                    selectedCount={details.selected.length}
                    variantCount={preset.attribute_specifics.length}
                    onPick={pickSize}
                  />
                )}
              </ProductMenu>
            )}
            {state.menu === 'text' && <TextMenu side={side} dispatch={dispatch} />}
            {state.menu === 'side' && <SideMenu doc={state.doc} active={side.id} mode={mode} dispatch={dispatch} />}
          </Box>
          <Box display="flex" flexDirection="column" flex="1" minW="0">
            <HStack px="2" py="1" borderBottomWidth="1px" justify="space-between">
              <Tabs.Root size="sm" variant="plain" value={side.id} onValueChange={(e) => dispatch({ type: 'side/select', id: e.value })}>
                <Tabs.List>
                  {state.doc.sides.map((s) => (
                    <Tabs.Trigger key={s.id} value={s.id} data-testid={`side-tab-${s.id}`}>
                      {sideName(s)}
                    </Tabs.Trigger>
                  ))}
                  <Tabs.Indicator />
                </Tabs.List>
              </Tabs.Root>
              <HStack gap="1">
                <IconButton size="xs" variant="ghost" aria-label={t('actions.zoom_out')} onClick={() => setZoom((z) => Math.max(0.25, z / 1.25))}>
                  <ZoomOut />
                </IconButton>
                <Button size="xs" variant="ghost" onClick={() => setZoom(1)} aria-label={t('actions.zoom_reset')}>
                  {Math.round(zoom * 100)}%
                </Button>
                <IconButton size="xs" variant="ghost" aria-label={t('actions.zoom_in')} onClick={() => setZoom((z) => Math.min(8, z * 1.25))}>
                  <ZoomIn />
                </IconButton>
              </HStack>
            </HStack>
            <EditorCanvas
              side={side}
              assets={assets}
              sideImage={sideImage}
              color={colorHex || null}
              selectedLayer={state.selectedLayer}
              template={mode === 'template'}
              zoom={zoom}
              onZoom={(z) => setZoom(Math.min(8, Math.max(0.25, z)))}
              dispatch={dispatch}
              label={t('canvas.label', { side: sideName(side) })}
            />
          </Box>
          <Box w="64" p="3" borderLeftWidth="1px" overflowY="auto" flexShrink={0}>
            <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" mb="2">
              {state.panel === 'layer' && layer ? t('panels.layer') : t('panels.document')}
            </Text>
            {state.panel === 'layer' && layer ? (
              <LayerPanel key={layer.id} layer={layer} dispatch={dispatch} />
            ) : (
              <DocumentPanel side={side} selected={state.selectedLayer} template={mode === 'template'} dispatch={dispatch} />
            )}
          </Box>
        </Box>
      )}
      {state.step === 'details' && (
        <Box flex="1" overflowY="auto">
          <DetailsStep preset={preset} value={details} onChange={setDetails} />
        </Box>
      )}
      {state.step === 'publish' && (
        <Box flex="1" p="6" data-testid="step-publish">
          <PublishStep mode={mode} listingId={saveFlow.saved.listingId} />
        </Box>
      )}
      <SaveDialog
        mode={mode}
        save={state.save}
        outcome={saveFlow.outcome}
        onStart={() => void saveFlow.run(state.doc)}
        onClose={() => {
          const saved = saveFlow.outcome?.kind === 'saved';
          saveFlow.clear();
          dispatch({ type: 'save/reset' });
          if (saved) dispatch({ type: 'step/set', step: 'publish' });
        }}
      />
    </Box>
  );
}
