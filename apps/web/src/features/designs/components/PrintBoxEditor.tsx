import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { Box, chakra, Image, Text } from '@chakra-ui/react';
import { RotateCw } from 'lucide-react';
import { useDesignsT } from '../i18n';
import { boxOf, moved, resized, rotated, type Corner, type PrintBox } from '../printBox';

const CORNERS: Corner[] = ['nw', 'ne', 'sw', 'se'];
const handleAt: Record<Corner, { top: string; left: string; cursor: string }> = {
  nw: { top: '0', left: '0', cursor: 'nwse-resize' },
  ne: { top: '0', left: '100%', cursor: 'nesw-resize' },
  sw: { top: '100%', left: '0', cursor: 'nesw-resize' },
  se: { top: '100%', left: '100%', cursor: 'nwse-resize' },
};

/**
 * The print area drawn over the mockup photo, in the design's canvas units (the photo covers the
 * canvas) and placed as the renderer places it: drag the box to move it, a corner to resize it, the
 * round handle to rotate it about its top-left corner.
 */
export function PrintBoxEditor({
  url,
  canvas,
  print,
  onChange,
}: {
  url: string;
  canvas: { width: number; height: number };
  print: Record<string, string>;
  onChange: (box: PrintBox) => void;
}) {
  const { t } = useDesignsT();
  const frame = useRef<HTMLDivElement>(null);
  const box = boxOf(print, canvas);
  const pct = (v: number, of: number) => `${(v / of) * 100}%`;

  /** Follows the pointer from `e` until release; `apply` answers the box for the pointer's offset and its start and current points, in canvas units. */
  const track = (e: ReactPointerEvent, apply: (dx: number, dy: number, from: { x: number; y: number }, at: { x: number; y: number }) => PrintBox) => {
    e.preventDefault();
    e.stopPropagation();
    const rect = frame.current!.getBoundingClientRect();
    const k = canvas.width / rect.width;
    const start = { x: e.clientX, y: e.clientY };
    const from = { x: (e.clientX - rect.left) * k, y: (e.clientY - rect.top) * k };
    const target = e.currentTarget as HTMLElement;
    target.setPointerCapture(e.pointerId);
    const onMove = (ev: PointerEvent) =>
      onChange(apply((ev.clientX - start.x) * k, (ev.clientY - start.y) * k, from, { x: (ev.clientX - rect.left) * k, y: (ev.clientY - rect.top) * k }));
    const onUp = () => {
      target.removeEventListener('pointermove', onMove);
      target.removeEventListener('pointerup', onUp);
    };
    target.addEventListener('pointermove', onMove);
    target.addEventListener('pointerup', onUp);
  };

  return (
    <Box
      ref={frame}
      position="relative"
      w="full"
      aspectRatio={canvas.width / canvas.height}
      bg="bg.muted"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      touchAction="none"
    >
      {url ? (
        <Image src={url} alt="" position="absolute" inset="0" w="full" h="full" objectFit="fill" draggable={false} userSelect="none" />
      ) : (
        <Text position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="fg.muted" fontSize="sm" p="4" textAlign="center">
          {t('form.no_mockup_photo')}
        </Text>
      )}
      <Box
        position="absolute"
        left={pct(box.x, canvas.width)}
        top={pct(box.y, canvas.height)}
        w={pct(box.width, canvas.width)}
        h={pct(box.height, canvas.height)}
        transformOrigin="top left"
        transform={`rotate(${box.rotate}deg) matrix(1, ${box.knewY}, ${box.knewX}, 1, 0, 0)`}
        borderWidth="2px"
        borderStyle="dashed"
        borderColor="brand.solid"
        bg="brand.solid/15"
        cursor="move"
        role="application"
        aria-label={t('form.print_box')}
        data-testid="print-box"
        onPointerDown={(e) => track(e, (dx, dy) => moved(box, dx, dy))}
      >
        {CORNERS.map((c) => (
          <chakra.span
            key={c}
            position="absolute"
            boxSize="3"
            bg="bg.panel"
            borderWidth="2px"
            borderColor="brand.solid"
            rounded="sm"
            transform="translate(-50%, -50%)"
            {...handleAt[c]}
            data-testid={`print-box-${c}`}
            onPointerDown={(e) => track(e, (dx, dy) => resized(box, c, dx, dy))}
          />
        ))}
        <chakra.span
          position="absolute"
          top="-7"
          left="50%"
          transform="translateX(-50%)"
          boxSize="5"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.panel"
          borderWidth="2px"
          borderColor="brand.solid"
          rounded="full"
          cursor="grab"
          title={t('form.rotate')}
          data-testid="print-box-rotate"
          onPointerDown={(e) => track(e, (_dx, _dy, from, at) => rotated(box, box.rotate, from, at))}
        >
          <RotateCw size={10} aria-hidden />
        </chakra.span>
      </Box>
    </Box>
  );
}
