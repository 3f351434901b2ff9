import Konva from 'konva';
import { layerBox, printAreaTransform, type EditorSide, type PrintAreaSize } from '@pod/shared';
import { layerNodeConfig, type LayerAssets } from './nodes';

/**
 * The side's print area drawn by konva at its production size (print.width × print.height, one
 * pixel per print pixel, transparent), from the same node attributes as the live canvas and through
 * the shared print-area transform: what the server's print file shows. Answers a PNG data URL.
 */
export function exportPrintArea(side: EditorSide, print: PrintAreaSize, assets: LayerAssets): string {
  const t = printAreaTransform(side, print);
  const stage = new Konva.Stage({ container: document.createElement('div'), width: print.width, height: print.height });
  try {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    const group = new Konva.Group(new Konva.Transform([...t.toPrint]).decompose());
    layer.add(group);
    for (const l of side.layers) {
      const config = layerNodeConfig(l, assets);
      // A visible layer whose font or image is not in yet would be missing from the file: refuse.
      if (!config && layerBox(l).visible && (l.type === 'text' || l.type === 'image')) throw new Error(`Layer "${l.name}" is still loading.`);
      if (!config || !config.attrs.visible) continue;
      group.add(config.kind === 'text' ? new Konva.Text(config.attrs) : new Konva.Image(config.attrs));
    }
    return stage.toDataURL({ pixelRatio: 1, mimeType: 'image/png' });
  } finally {
    stage.destroy();
  }
}
