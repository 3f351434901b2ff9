import { EXTENSION_FIELDS, EXTENSION_MARKETPLACES } from '../enums';
import { ATTRIBUTE_PATTERN, EXTENSION_LIMITS, EXTENSION_TABS, pageMatchProblem, selectorProblem } from '../extensions';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of the Extensions screens (rule sets of the sellers' browser extension); the API parses with these, the editor checks with them. */

const id = rule.id('rule set id');
const marketplace = rule.oneOf(EXTENSION_MARKETPLACES, 'marketplace');

/** extensions / extensionCounters: the list's filters. */
export const extensionFilterInput = z.object({
  marketplace: rule.optional(marketplace),
  /** all (or none), enabled or disabled. */
  status: rule.optional(rule.oneOf(EXTENSION_TABS, 'status')),
});
export type ExtensionFilterInput = z.output<typeof extensionFilterInput>;

const pageMatch = rule.requiredText(EXTENSION_LIMITS.pageMatch, 'Enter the pages this rule set reads.', 'Page match').superRefine((v, ctx) => {
  const problem = pageMatchProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', input: v, message: problem, params: { reason: 'invalid' } });
});

const selector = rule.requiredText(EXTENSION_LIMITS.selector, 'Enter a CSS selector.', 'Selector').superRefine((v, ctx) => {
  const problem = selectorProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', input: v, message: problem, params: { reason: 'invalid' } });
});

/** One field the extension fills: where on the page it is, and which attribute holds it (its text when none). */
export const extensionMappingInput = z.object({
  field: rule.oneOf(EXTENSION_FIELDS, 'field'),
  selector,
  attribute: rule.optional(
    rule.text(EXTENSION_LIMITS.attribute, 'Attribute').refine((v) => v === '' || ATTRIBUTE_PATTERN.test(v), rule.because('invalid', 'Not an attribute name.')),
  ),
});
export type ExtensionMappingInput = z.output<typeof extensionMappingInput>;

/** What each save of a rule set holds (a new version). */
const ruleSetFields = {
  marketplace,
  name: rule.requiredText(EXTENSION_LIMITS.name, 'Please name the rule set.', 'Name'),
  page_match: pageMatch,
  mappings: rule
    .listOf(extensionMappingInput, EXTENSION_LIMITS.mappings, 'mappings')
    .min(1, { error: 'Map at least one field.' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((m, i) => {
        if (seen.has(m.field))
          ctx.addIssue({ code: 'custom', path: [i, 'field'], input: m.field, message: 'Each field is mapped once.', params: { reason: 'duplicate' } });
        seen.add(m.field);
      });
    }),
  note: rule.optional(rule.text(EXTENSION_LIMITS.note, 'Note')),
};

/** makeExtension: a new rule set, version 1. */
export const makeExtensionInput = z.object({ ...ruleSetFields, enabled: rule.flag().nullish() });
export type MakeExtensionInput = z.output<typeof makeExtensionInput>;

/** updateExtension: saves the rule set as its next version. */
export const updateExtensionInput = z.object({ _id: id, ...ruleSetFields });
export type UpdateExtensionInput = z.output<typeof updateExtensionInput>;

export const setExtensionEnabledInput = z.object({ _id: id, enabled: rule.flag() });
export type SetExtensionEnabledInput = z.output<typeof setExtensionEnabledInput>;

/** restoreExtensionVersion: an older version saved again as the newest. */
export const restoreExtensionVersionInput = z.object({ _id: id, version: rule.intIn(1, 1_000_000, 'Version') });
export type RestoreExtensionVersionInput = z.output<typeof restoreExtensionVersionInput>;

export const extensionIdInput = z.object({ _id: id });
