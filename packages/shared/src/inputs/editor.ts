import { boxCorners, DEFAULT_MOCKUP_TYPE, DEFAULT_PRINT_AREAS, normalizeMockupDocument, placementMatrix, type MockupDocument } from '../editor';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of a mockup document (spec section 3): what the editor saves and the render workers draw. */

export const EDITOR_LIMITS = { sides: 12, layers: 60, settings: 60, printAreas: 12, textLength: 2000, documentMax: 10000 } as const;
export const LAYER_TYPES = ['text', 'image'] as const;
/** How far (document units) a print area may stick out of its document: rounding, not placement. */
const OUTSIDE_TOLERANCE = 0.5;

const size = (label: string, max: number = EDITOR_LIMITS.documentMax) =>
  z
    .number({ error: `${label} must be a number.` })
    .positive({ error: `${label} must be above 0.` })
    .max(max, { error: `${label} may be at most ${max}.` });
const coordinate = (label: string) =>
  z.number({ error: `${label} must be a number.` }).refine(Number.isFinite, because('number', `${label} must be a number.`));

const fileRef = z.object({ _id: rule.id('file id').optional(), url: rule.url().optional() });

/** A setting's value: text, a number, a flag, nothing, or a file reference (image layers). */
const settingValue = z.union([z.string().max(EDITOR_LIMITS.textLength), z.number(), z.boolean(), z.null(), fileRef]);
const setting = z.object({
  name: rule.requiredText(64, 'A setting needs a name.', 'Setting name'),
  value: settingValue.optional().transform((v) => v ?? null),
});

const layer = z.object({
  id: rule.requiredText(64, 'A layer needs an id.', 'Layer id'),
  name: rule.text(200, 'Layer name').default(''),
  /** Layers without a type are dropped (spec section 5); another type is refused. */
  type: z.union([z.enum(LAYER_TYPES, { error: `A layer's type must be ${LAYER_TYPES.join(' or ')}.` }), z.literal(''), z.null()]).optional(),
  settings: rule.listOf(setting, EDITOR_LIMITS.settings, 'Layer settings').default([]),
});

const printArea = z.object({
  position: rule.text(64, 'Print area position').optional(),
  x: coordinate('x'),
  y: coordinate('y'),
  width: size('width'),
  height: size('height'),
  scaleX: coordinate('scaleX').default(1),
  scaleY: coordinate('scaleY').default(1),
  rotation: coordinate('rotation').default(0),
  knewX: coordinate('knewX').default(0),
  knewY: coordinate('knewY').default(0),
});

const side = z
  .object({
    id: rule.requiredText(64, 'A side needs an id.', 'Side id'),
    name: rule.text(200, 'Side name').default(''),
    image: fileRef.extend({ width: size('Image width', 20000), height: size('Image height', 20000) }),
    mockup: z.object({ url: z.string().max(2000), width: z.number(), height: z.number() }).optional(),
    document: z.object({ width: size('Document width'), height: size('Document height'), settings: rule.listOf(setting, EDITOR_LIMITS.settings).default([]) }),
    print_area: printArea,
    layers: rule.listOf(layer, EDITOR_LIMITS.layers, 'Layers').default([]),
  })
  .superRefine((s, ctx) => {
    const inside = boxCorners(placementMatrix(s.print_area), s.print_area.width, s.print_area.height).every(
      ([x, y]) => x >= -OUTSIDE_TOLERANCE && y >= -OUTSIDE_TOLERANCE && x <= s.document.width + OUTSIDE_TOLERANCE && y <= s.document.height + OUTSIDE_TOLERANCE,
    );
    if (!inside) ctx.addIssue({ code: 'custom', path: ['print_area'], message: 'The print area must lie inside the document.', params: { reason: 'range' } });
  });

const printAreaSize = z.object({
  position: rule.requiredText(64, 'A print area needs a position.', 'Position'),
  width: size('Print width', 20000),
  height: size('Print height', 20000),
});

/** A mockup document, normalised as spec section 5 says: typeless layers dropped, layout numbers rounded, defaults filled. */
export const mockupDocumentInput = z
  .object({
    mockup_type: rule.text(20, 'mockup_type').default(DEFAULT_MOCKUP_TYPE),
    sides: rule.listOf(side, EDITOR_LIMITS.sides, 'Sides').min(1, { error: 'A document needs at least one side.' }),
    print_areas: rule.listOf(printAreaSize, EDITOR_LIMITS.printAreas, 'Print areas').default(() => DEFAULT_PRINT_AREAS.map((a) => ({ ...a }))),
  })
  .superRefine((d, ctx) => {
    const ids = d.sides.map((s) => s.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({ code: 'custom', path: ['sides', i, 'id'], message: `Side "${id}" appears twice.`, params: { reason: 'duplicate' } });
    });
  })
  .transform((d): MockupDocument =>
    normalizeMockupDocument({ ...d, sides: d.sides.map((s) => ({ ...s, layers: s.layers.map((l) => ({ ...l, type: l.type ?? '' })) })) }),
  );
export type MockupDocumentInput = z.input<typeof mockupDocumentInput>;

/** A variant colour the blank is tinted with: #rgb or #rrggbb. */
export const variantColorInput = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, because('invalid', 'A colour is #rgb or #rrggbb.'));
