import { DESIGN_REQUEST_LIMITS, DESIGN_REQUEST_STATUSES, DESIGN_REQUEST_TABS } from '../design-requests';
import * as rule from './rules';
import { z } from './rules';

/** Inputs of design requests: the API parses with these, the request forms check with them. */

const optionalId = (what: string) => rule.optional(rule.id(what));
const area = rule.requiredText(50, 'Choose a print area.', 'Print area');

/** designRequests / designRequestCounters: the board's filters (a seller's are narrowed to their own by the API). */
export const designRequestFilterInput = z.object({
  status: rule.optional(rule.oneOf(DESIGN_REQUEST_TABS, 'status')),
  assignee_id: optionalId('assignee id'),
  seller_id: optionalId('seller id'),
  search: rule.optional(rule.text(100, 'Search')),
});
export type DesignRequestFilterInput = z.output<typeof designRequestFilterInput>;

/** makeDesignRequest: for a line item of an order (`order_id` + `item_id`) or for a listing. */
export const makeDesignRequestInput = z
  .object({
    order_id: optionalId('order id'),
    item_id: optionalId('item id'),
    listing_id: optionalId('listing id'),
    brief: rule.requiredText(DESIGN_REQUEST_LIMITS.brief, 'Please describe the design.', 'Brief'),
    images: rule.listOf(rule.id('image id'), DESIGN_REQUEST_LIMITS.images, 'images').nullish(),
    print_areas: rule.listOf(area, DESIGN_REQUEST_LIMITS.areas, 'print areas').min(1, { error: 'Choose at least one print area.' }),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string, reason: 'required' | 'invalid') =>
      ctx.addIssue({ code: 'custom', path: [path], input: v[path as keyof typeof v], message, params: { reason } });
    if (v.item_id && !v.order_id) issue('order_id', 'A line item is named with its order.', 'required');
    if (!v.item_id && !v.listing_id) issue('item_id', 'Choose the line item or the listing the design is for.', 'required');
    if (v.item_id && v.listing_id) issue('listing_id', 'A request is for a line item or a listing, not both.', 'invalid');
    if (new Set(v.print_areas).size !== v.print_areas.length) issue('print_areas', 'Each print area once.', 'invalid');
  });
export type MakeDesignRequestInput = z.output<typeof makeDesignRequestInput>;

export const setDesignRequestStatusInput = z.object({
  _id: rule.id('design request id'),
  status: rule.oneOf(DESIGN_REQUEST_STATUSES, 'status'),
  note: rule.optional(rule.text(DESIGN_REQUEST_LIMITS.note, 'Note')),
});
export type SetDesignRequestStatusInput = z.output<typeof setDesignRequestStatusInput>;

/** submitDesignRequestFiles: the designer's print file per print area; the request goes to review. */
export const submitDesignRequestFilesInput = z
  .object({
    _id: rule.id('design request id'),
    files: rule
      .listOf(z.object({ area, file_id: rule.id('file id') }), DESIGN_REQUEST_LIMITS.files, 'files')
      .min(1, { error: 'Upload at least one print file.' }),
  })
  .superRefine((v, ctx) => {
    if (new Set(v.files.map((f) => f.area)).size !== v.files.length)
      ctx.addIssue({ code: 'custom', path: ['files'], input: v.files, message: 'One file per print area.', params: { reason: 'invalid' } });
  });
export type SubmitDesignRequestFilesInput = z.output<typeof submitDesignRequestFilesInput>;
