import { useEffect, useRef, useState, type Dispatch } from 'react';
import { Box } from '@chakra-ui/react';
import type Konva from 'konva';
import { Group, Image as KImage, Layer, Line, Rect, Stage, Text as KText, Transformer } from 'react-konva';
import { boxCorners, placementMatrix, round2, sideImageRect, type EditorSide } from '@pod/shared';
import type { EditorAction } from '../state/store';
import { snapOffset } from '../state/snap';
import { layerNodeConfig, type LayerAssets } from './nodes';

const PRINT_AREA_ID = 'print-area';

interface Props {
  side: EditorSide;
  assets: LayerAssets;
  sideImage: HTMLImageElement | undefined;
  color: string | null;
  selectedLayer: string | null;
  /** Root's template mode: the print area has handles too. */
  template: boolean;
  zoom: number;
  onZoom: (zoom: number) => void;
  dispatch: Dispatch<EditorAction>;
  label: string;
}

/** A node's placement as layer settings, rounded to 2 decimals (spec section 5). */
const placementOf = (node: Konva.Node) => ({
  x: round2(node.x()),
  y: round2(node.y()),
  rotation: round2(node.rotation()),
  scaleX: round2(node.scaleX()),
  scaleY: round2(node.scaleY()),
  knewX: round2(node.skewX()),
  knewY: round2(node.skewY()),
});

function useSize(ref: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: Math.floor(entry.contentRect.width), height: Math.floor(entry.contentRect.height) }));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * The side on a konva stage, in document units scaled to fit (times the zoom, panned by dragging
 * the background): the side image tinted with the garment colour, the print area, and the layers
 * clipped to it. The selected layer (and in template mode the print area) gets handles to drag,
 * resize and rotate; layers snap to the print area's centre and edges.
 */
export function EditorCanvas({ side, assets, sideImage, color, selectedLayer, template, zoom, onZoom, dispatch, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const size = useSize(box);
  const docGroup = useRef<Konva.Group>(null);
  const transformer = useRef<Konva.Transformer>(null);
  const [guides, setGuides] = useState<{ x: number[]; y: number[] }>({ x: [], y: [] });
  const [selectedArea, setSelectedArea] = useState(false);
  const { width: dw, height: dh } = side.document;
  const fit = size.width && size.height ? Math.min(size.width / dw, size.height / dh) * 0.95 : 0;
  const scale = fit * zoom;
  const area = side.print_area;
  const areaMatrix = placementMatrix(area);
  const corners = boxCorners(areaMatrix, area.width, area.height);
  const areaBounds = (() => {
    const xs = corners.map((c) => c[0]);
    const ys = corners.map((c) => c[1]);
    return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  })();
  const image = side.image.width > 0 && side.image.height > 0 ? sideImageRect(side) : null;

  // The handles follow the selection.
  useEffect(() => {
    const tr = transformer.current;
    const group = docGroup.current;
    if (!tr || !group) return;
    const id = selectedArea && template ? PRINT_AREA_ID : selectedLayer;
    const node = id ? group.findOne(`#${id}`) : undefined;
    tr.nodes(node ? [node] : []);
    tr.getLayer()?.batchDraw();
  });

  const snap = (e: Konva.KonvaEventObject<DragEvent>) => {
    const group = docGroup.current;
    if (!group) return;
    const rect = e.target.getClientRect({ relativeTo: group });
    const { dx, dy, lines } = snapOffset(rect, areaBounds, 12 / Math.max(scale, 0.01));
    e.target.x(e.target.x() + dx);
    e.target.y(e.target.y() + dy);
    setGuides(lines);
  };

  const layerEvents = (id: string) => ({
    draggable: true,
    onMouseDown: () => {
      setSelectedArea(false);
      dispatch({ type: 'layer/select', id });
    },
    onTap: () => dispatch({ type: 'layer/select', id }),
    onDragMove: snap,
    onDragEnd: (e: Konva.KonvaEventObject<DragEvent>) => {
      setGuides({ x: [], y: [] });
      dispatch({ type: 'layer/update', id, patch: { settings: placementOf(e.target) } });
    },
    onTransformEnd: (e: Konva.KonvaEventObject<Event>) => dispatch({ type: 'layer/update', id, patch: { settings: placementOf(e.target) } }),
  });

  const areaChanged = (node: Konva.Node) => {
    // The print area keeps a scale of 1: a resize changes its width and height.
    const p = placementOf(node);
    const patch = { ...p, width: round2(area.width * node.scaleX()), height: round2(area.height * node.scaleY()), scaleX: 1, scaleY: 1 };
    node.scale({ x: 1, y: 1 });
    dispatch({ type: 'printArea/update', patch });
  };

  const background = side.document.settings.find((s) => s.name === 'backgroundColor')?.value;
  const configs = side.layers.map((layer) => ({ layer, config: layerNodeConfig(layer, assets) }));
  // Layers still waiting for their font or image (the browser tests wait for none).
  const pending = configs.filter((c) => !c.config && (c.layer.type === 'text' || c.layer.type === 'image')).length;
  return (
    <Box
      ref={box}
      flex="1"
      minH="0"
      h="full"
      bg="bg.muted"
      position="relative"
      overflow="hidden"
      data-testid="editor-canvas"
      data-pending={pending}
      aria-label={label}
    >
      {fit > 0 && (
        <Stage
          width={size.width}
          height={size.height}
          draggable
          onWheel={(e) => {
            if (!e.evt.ctrlKey && !e.evt.metaKey) return;
            e.evt.preventDefault();
            onZoom(e.evt.deltaY < 0 ? zoom * 1.1 : zoom / 1.1);
          }}
          onMouseDown={(e) => {
            if (e.target === e.target.getStage() || e.target.name() === 'document') {
              setSelectedArea(false);
              dispatch({ type: 'layer/select', id: null });
            }
          }}
        >
          <Layer>
            <Group ref={docGroup} x={(size.width - dw * scale) / 2} y={(size.height - dh * scale) / 2} scaleX={scale} scaleY={scale}>
              <Rect name="document" width={dw} height={dh} fill={typeof background === 'string' && background ? background : '#ffffff'} />
              {image && sideImage && (
                <>
                  <KImage name="document" image={sideImage} x={image.x} y={image.y} width={image.width} height={image.height} listening={false} />
                  {color && (
                    <Rect
                      x={image.x}
                      y={image.y}
                      width={image.width}
                      height={image.height}
                      fill={color}
                      globalCompositeOperation="multiply"
                      listening={false}
                    />
                  )}
                </>
              )}
              <Rect
                id={PRINT_AREA_ID}
                x={area.x}
                y={area.y}
                width={area.width}
                height={area.height}
                rotation={area.rotation}
                scaleX={area.scaleX}
                scaleY={area.scaleY}
                skewX={area.knewX}
                skewY={area.knewY}
                fill={template ? 'rgba(99, 113, 199, 0.06)' : undefined}
                stroke="#6371c7"
                strokeWidth={1.5}
                dash={[8, 6]}
                strokeScaleEnabled={false}
                listening={template}
                draggable={template}
                onMouseDown={() => {
                  setSelectedArea(true);
                  dispatch({ type: 'layer/select', id: null });
                }}
                onDragEnd={(e) => areaChanged(e.target)}
                onTransformEnd={(e) => areaChanged(e.target)}
              />
              <Group
                clipFunc={(ctx) => {
                  ctx.beginPath();
                  corners.forEach(([x, y], i) => (i ? ctx.lineTo(x, y) : ctx.moveTo(x, y)));
                  ctx.closePath();
                }}
              >
                {configs.map(({ layer, config }) => {
                  if (!config) return null;
                  return config.kind === 'text' ? (
                    <KText key={layer.id} {...config.attrs} {...layerEvents(layer.id)} />
                  ) : (
                    <KImage key={layer.id} {...config.attrs} {...layerEvents(layer.id)} />
                  );
                })}
              </Group>
              {guides.x.map((x) => (
                <Line key={`x${x}`} points={[x, 0, x, dh]} stroke="#d82c0d" strokeWidth={1 / scale} listening={false} />
              ))}
              {guides.y.map((y) => (
                <Line key={`y${y}`} points={[0, y, dw, y]} stroke="#d82c0d" strokeWidth={1 / scale} listening={false} />
              ))}
            </Group>
            <Transformer ref={transformer} rotateEnabled flipEnabled={false} ignoreStroke />
          </Layer>
        </Stage>
      )}
    </Box>
  );
}
