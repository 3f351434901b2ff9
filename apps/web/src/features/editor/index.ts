/** The mockup and product editor (konva): loaded only when one of its screens opens. */
export const pages = {
  presetTemplate: () => import('./pages/PresetTemplatePage'),
  productDesign: () => import('./pages/ProductDesignPage'),
};

/** Where a preset's template is edited (root) and where a seller designs a catalogue product, or changes a listing of theirs (`itemId`). */
export const presetTemplatePath = (presetId: string) => `/editor/preset/${encodeURIComponent(presetId)}`;
export const productDesignPath = (presetId: string, itemId?: string) =>
  `/editor/product/${encodeURIComponent(presetId)}${itemId ? `?item=${encodeURIComponent(itemId)}` : ''}`;
