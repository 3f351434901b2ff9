import { DESIGN_LIMITS, DESIGN_PRINT_KEYS, DESIGN_SETTING_KEYS, normalizeMockupDesign } from '../designs';
import { DESIGN_STATUSES, PRINT_FITS } from '../enums';
import { TEXT_LIMITS } from '../limits';
import * as rule from './rules';
import { because, z } from './rules';

/** Inputs of the mockup design catalogue: the API parses with these, the design form checks with them. */

/** A number, a numeric string, or empty (null, undefined, ''), which reads as absent. */
const optionalNumber = (label: string, max: number = DESIGN_LIMITS.coordinate) =>
  z
    .union([z.number(), z.string(), z.null()], { error: `${label} must be a number.` })
    .optional()
    .transform((v, ctx) => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isFinite(n)) ctx.addIssue({ code: 'custom', message: `${label} must be a number.`, params: { reason: 'number' }, input: v });
      else if (Math.abs(n) > max)
        ctx.addIssue({ code: 'custom', message: `${label} must be between -${max} and ${max}.`, params: { reason: 'range' }, input: v });
      return n;
    });

const numbersOf = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, optionalNumber(k)])) as Record<K, ReturnType<typeof optionalNumber>>;

const designImage = z.object({
  type: rule.optional(rule.text(64, 'Image type')),
  /** Images without a name are dropped on save (spec section 5). */
  name: rule.text(TEXT_LIMITS.name, 'Image name').nullish(),
  image: rule.optional(rule.id('mockup image id')),
  print_fit: rule.optional(rule.oneOf(PRINT_FITS, 'print fit')),
  ...numbersOf(DESIGN_PRINT_KEYS),
  settings: z.object(numbersOf(DESIGN_SETTING_KEYS)).nullish(),
});

const designPrint = z.object({
  name: rule.text(TEXT_LIMITS.name, 'Print name').nullish(),
  prints: rule
    .listOf(
      z.object({ type: rule.optional(rule.text(64, 'Print type')), image: rule.optional(rule.id('print file id')) }),
      DESIGN_LIMITS.printsPerName,
      'Prints',
    )
    .nullish(),
});

const designFields = {
  name: rule.requiredText(TEXT_LIMITS.name, 'Please enter a name for the design.', 'Name'),
  width: optionalNumber('Width', DESIGN_LIMITS.size).refine((v) => v === undefined || v >= 0, because('negative', 'Width must not be negative.')),
  height: optionalNumber('Height', DESIGN_LIMITS.size).refine((v) => v === undefined || v >= 0, because('negative', 'Height must not be negative.')),
  /** The artwork (a file id). */
  image: rule.optional(rule.id('design image id')),
  images: rule.listOf(designImage, DESIGN_LIMITS.images, 'Images').nullish(),
  prints: rule.listOf(designPrint, DESIGN_LIMITS.prints, 'Prints').nullish(),
  /** Existing tags, by id. */
  tags: rule.listOf(rule.id('tag id'), DESIGN_LIMITS.tags, 'Tags').nullish(),
  /** Tags created on save; empty ones are dropped. */
  new_tags: rule.listOf(rule.text(64, 'New tag').nullable(), DESIGN_LIMITS.tags, 'New tags').nullish(),
};

export const createMockupDesignInput = z
  .object({ ...designFields, status: rule.oneOf(DESIGN_STATUSES, 'status').default('draft') })
  .transform(normalizeMockupDesign);
export type CreateMockupDesignInput = z.output<typeof createMockupDesignInput>;

/** A save of the whole form; an absent status keeps the design's own. */
export const updateMockupDesignInput = z
  .object({ ...designFields, _id: rule.id('design id'), status: rule.oneOf(DESIGN_STATUSES, 'status').optional() })
  .transform(({ _id, status, ...rest }) => ({ _id, keepStatus: status === undefined, ...normalizeMockupDesign({ ...rest, status: status ?? 'draft' }) }));
export type UpdateMockupDesignInput = z.output<typeof updateMockupDesignInput>;

export const trashMockupDesignInput = z.object({
  ids: rule.listOf(rule.id('design id'), DESIGN_LIMITS.ids, 'Designs').min(1, { error: 'Choose at least one design.' }),
});
export type TrashMockupDesignInput = z.output<typeof trashMockupDesignInput>;

/** mockupDesigns / mockupCounter filters; the status is matched lower-cased ('Published' finds published), 'all' is no filter. */
export const mockupDesignFilterInput = z.object({
  name: rule.optional(rule.text(TEXT_LIMITS.name, 'Name')),
  start: rule.optional(rule.dmyDate('start date')),
  end: rule.optional(rule.dmyDate('end date')),
  status: z
    .string({ error: 'Unknown status.' })
    .trim()
    .toLowerCase()
    .pipe(z.union([rule.oneOf(DESIGN_STATUSES, 'status'), z.literal('all'), z.literal('')]))
    .nullish()
    .transform((v) => (v === 'all' || !v ? undefined : v)),
  tag: rule.optional(rule.id('tag id')),
});
export type MockupDesignFilterInput = z.output<typeof mockupDesignFilterInput>;
