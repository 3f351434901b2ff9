import { lazy, Suspense, useState, type Dispatch, type ReactNode } from 'react';
import { Box, Button, HStack, IconButton, Input, Spinner, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { Download, Plus, Trash2 } from 'lucide-react';
import type { EditorSide, MockupDocument } from '@pod/shared';
import { loadClipartLibrary } from '../../clipart';
import { FilePicker } from '../../files';
import { FormDialog } from '../../../ui';
import { DEFAULT_PALETTE } from '../state/palette';
import type { EditorAction } from '../state/store';
import { useQuery } from '@apollo/client/react';
import { EDITOR_FONTS } from '../graphql';
import type { EditorFont, EditorMode } from '../types';
import { useEditorT, useSideName } from '../i18n';
import { DesignsMenu } from './DesignsMenu';
import { FontSearch } from './FontSearch';
import { MoveButtons } from './MoveButtons';

const ClipartLibrary = lazy(loadClipartLibrary);

export interface VariantColour {
  name: string;
  hex: string;
}

/** Where a new layer lands: the middle of the side's print area (before rotation). */
function centreOf(side: EditorSide, width: number, height: number) {
  const a = side.print_area;
  return { x: Math.round((a.x + (a.width * a.scaleX - width) / 2) * 100) / 100, y: Math.round((a.y + (a.height * a.scaleY - height) / 2) * 100) / 100 };
}

/** The garment colour: the variants' own colours first, then the default palette. */
function Palette({ current, variants, dispatch }: { current: string; variants: VariantColour[]; dispatch: Dispatch<EditorAction> }) {
  const { t } = useEditorT();
  const swatch = (key: string, hex: string, label: string) => (
    <Box
      as="button"
      key={key}
      w="7"
      h="7"
      rounded="full"
      borderWidth={current.toLowerCase() === hex.toLowerCase() ? '3px' : '1px'}
      borderColor={current.toLowerCase() === hex.toLowerCase() ? 'brand.solid' : 'border.emphasized'}
      bg={hex}
      title={label}
      aria-label={label}
      aria-pressed={current.toLowerCase() === hex.toLowerCase()}
      data-testid={`colour-${key}`}
      onClick={() => dispatch({ type: 'color/set', color: hex })}
    />
  );
  return (
    <Stack gap="2">
      {variants.length > 0 && (
        <>
          <Text fontSize="sm" fontWeight="medium">
            {t('product.variant_colours')}
          </Text>
          <Wrap gap="1.5">{variants.map((v) => swatch(`variant-${v.name}`, v.hex, v.name))}</Wrap>
        </>
      )}
      <Text fontSize="sm" fontWeight="medium">
        {t('product.palette')}
      </Text>
      <Wrap gap="1.5" data-testid="palette">
        {DEFAULT_PALETTE.map((c) => swatch(c.name, c.hex, t(`colours.${c.name}`)))}
      </Wrap>
    </Stack>
  );
}

/** The product menu: garment colour, images from the file library and the clipart library, the print file of the side. */
export function ProductMenu({
  side,
  color,
  variants,
  dispatch,
  onExport,
  designs,
  children,
}: {
  side: EditorSide;
  color: string;
  variants: VariantColour[];
  dispatch: Dispatch<EditorAction>;
  onExport: () => void;
  /** The catalogue's designs to pick from: a seller's product, not a template every seller starts from. */
  designs: boolean;
  /** Pickers shown under the colour (the seller's size). */
  children?: ReactNode;
}) {
  const { t } = useEditorT();
  const [clipart, setClipart] = useState(false);
  const addImage = (file: { _id: string; url: string; width?: number | null; height?: number | null }) => {
    // The image fills at most half the print area, in its own proportions.
    const w = file.width || 1000;
    const h = file.height || 1000;
    const k = Math.min((side.print_area.width * 0.5) / w, (side.print_area.height * 0.5) / h);
    const width = Math.round(w * k * 100) / 100;
    const height = Math.round(h * k * 100) / 100;
    dispatch({ type: 'layer/add', layerType: 'image', settings: { ...centreOf(side, width, height), width, height, file: { _id: file._id, url: file.url } } });
  };
  return (
    <Stack gap="5" data-testid="menu-product">
      <Palette current={color} variants={variants} dispatch={dispatch} />
      {children}
      <Stack gap="2">
        <Text fontSize="sm" fontWeight="medium">
          {t('product.images')}
        </Text>
        <FilePicker type="design" label={t('product.from_library')} onPick={(f) => addImage(f)} testId="add-image" />
        <Button size="sm" variant="outline" onClick={() => setClipart(true)} data-testid="add-clipart">
          <Plus size={16} aria-hidden />
          {t('product.clipart')}
        </Button>
      </Stack>
      {designs && <DesignsMenu side={side} dispatch={dispatch} />}
      <Button size="sm" variant="ghost" onClick={onExport} data-testid="export-print">
        <Download size={16} aria-hidden />
        {t('product.export_print')}
      </Button>
      <FormDialog open={clipart} onClose={() => setClipart(false)} title={t('product.clipart')} size="lg">
        <Suspense fallback={<Spinner />}>
          <ClipartLibrary
            onPick={(c) => {
              addImage(c.file);
              setClipart(false);
            }}
          />
        </Suspense>
      </FormDialog>
    </Stack>
  );
}

/** The text menu: the text to add and its font (searched in the font manager); the first font is chosen until the user picks another. */
export function TextMenu({ side, dispatch }: { side: EditorSide; dispatch: Dispatch<EditorAction> }) {
  const { t } = useEditorT();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<EditorFont | null>(null);
  const fallback = useQuery(EDITOR_FONTS, { variables: {} }).data?.fonts[0] ?? null;
  const font = picked ?? fallback;
  const add = () => {
    if (!font || !text.trim()) return;
    const fontSize = Math.round(side.print_area.height / 10);
    const width = Math.round(side.print_area.width * 0.8);
    dispatch({
      type: 'layer/add',
      layerType: 'text',
      settings: {
        ...centreOf(side, width, fontSize),
        width,
        text: text.trim(),
        font_id: font._id,
        font_variant: font.variants.includes('regular') ? 'regular' : (font.variants[0] ?? 'regular'),
        fontFamily: font.family,
        fontSize,
        lineHeight: 1,
        letterSpacing: 0,
        align: 'center',
        fill: '#000000',
      },
    });
    setText('');
  };
  const missing = !text.trim() ? t('text.need_text') : !font ? t('text.need_font') : null;
  return (
    <Stack gap="3" data-testid="menu-text">
      <Textarea
        size="sm"
        aria-label={t('text.text')}
        placeholder={t('text.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="text-input"
      />
      <FontSearch label={t('text.font')} placeholder={t('text.font_search')} value={font?.family ?? ''} onPick={setPicked} />
      {font && (
        <Text fontSize="sm" color="fg.muted" data-testid="font-chosen">
          {t('text.font_chosen', { family: font.family })}
        </Text>
      )}
      <Button size="sm" colorPalette="brand" onClick={add} disabled={missing !== null} data-testid="add-text">
        <Plus size={16} aria-hidden />
        {t('text.add')}
      </Button>
      {missing && (
        <Text fontSize="xs" color="fg.muted" data-testid="add-text-hint">
          {missing}
        </Text>
      )}
    </Stack>
  );
}

/** The side menu: sides to switch to, rename, reorder, remove, add; in template mode the side image. */
export function SideMenu({ doc, active, mode, dispatch }: { doc: MockupDocument; active: string; mode: EditorMode; dispatch: Dispatch<EditorAction> }) {
  const { t } = useEditorT();
  const sideName = useSideName();
  const [name, setName] = useState('');
  const side = doc.sides.find((s) => s.id === active);
  return (
    <Stack gap="3" data-testid="menu-side">
      {doc.sides.map((s, i) => (
        <HStack key={s.id} gap="1" data-testid="side-row">
          <Input
            size="sm"
            value={sideName(s)}
            aria-label={t('side.name')}
            onFocus={() => dispatch({ type: 'side/select', id: s.id })}
            onChange={(e) => dispatch({ type: 'side/update', id: s.id, patch: { name: e.target.value } })}
            borderColor={s.id === active ? 'brand.solid' : undefined}
          />
          <MoveButtons
            onUp={i > 0 ? () => dispatch({ type: 'side/reorder', from: i, to: i - 1 }) : null}
            onDown={i < doc.sides.length - 1 ? () => dispatch({ type: 'side/reorder', from: i, to: i + 1 }) : null}
          />
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('actions.remove')}
            disabled={doc.sides.length <= 1}
            onClick={() => dispatch({ type: 'side/remove', id: s.id })}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ))}
      <HStack
        as="form"
        gap="2"
        onSubmit={(e) => {
          e.preventDefault();
          dispatch({ type: 'side/add', name });
          setName('');
        }}
      >
        <Input
          size="sm"
          placeholder={t('side.new_name')}
          aria-label={t('side.new_name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          data-testid="side-name"
        />
        <Button size="sm" type="submit" variant="outline" data-testid="add-side">
          <Plus size={16} aria-hidden />
          {t('side.add')}
        </Button>
      </HStack>
      {mode === 'template' && side && (
        <FilePicker
          type="mockup"
          label={t('side.image')}
          testId="side-image"
          onPick={(f) =>
            void new Promise<HTMLImageElement>((resolve, reject) => {
              const img = new window.Image();
              img.onload = () => resolve(img);
              img.onerror = reject;
              img.src = f.url;
            }).then((img) =>
              dispatch({ type: 'side/update', id: side.id, patch: { image: { _id: f._id, url: f.url, width: img.naturalWidth, height: img.naturalHeight } } }),
            )
          }
        />
      )}
    </Stack>
  );
}
