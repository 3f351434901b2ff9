import { Field, ID, ObjectType } from '@nestjs/graphql';
import { DESIGN_REQUEST_TABS, designRequestCode, type DesignRequestTab } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { fieldsOf } from '../../platform/common/fields';
import { UserRefModel } from '../users/users.models';
import type { DesignRequestRow } from './design-requests.repository';

/**
 * A file of a request (a reference image, a delivered print file): its picture and the original.
 * Keyed by `file_id`, not `_id`: the same file may be on several requests for different areas, so
 * clients keep it inside its request rather than as one shared record.
 */
@ObjectType('DesignRequestFile')
export class DesignRequestFileModel {
  @Field(() => ID) file_id: string;
  /** The print area a delivered file is for; null for reference images. */
  @Field(() => String, { nullable: true }) area: string | null;
  @Field() name: string;
  @Field() url: string;
  @Field() thumbnail: string;
}

@ObjectType('DesignRequest')
export class DesignRequestModel {
  @Field(() => ID) _id: string;
  /** The code people quote: D-000123. */
  @Field() code: string;
  @Field() status: string;
  @Field() brief: string;
  @Field(() => [String]) print_areas: string[];
  @Field(() => ID, { nullable: true }) order_id?: string;
  @Field(() => ID, { nullable: true }) item_id?: string;
  @Field(() => ID, { nullable: true }) listing_id?: string;
  /** The order number and sku, or the listing's name, the request is for. */
  @Field({ nullable: true }) referent?: string;
  @Field(() => ID) seller_id: string;
  @Field(() => UserRefModel, { nullable: true }) seller?: UserRefModel | null;
  @Field(() => ID, { nullable: true }) assignee_id?: string;
  @Field(() => UserRefModel, { nullable: true }) assignee?: UserRefModel | null;
  /** Reference images (resolved in one batch per page). */
  @Field(() => [DesignRequestFileModel]) images: DesignRequestFileModel[];
  image_ids: string[];
  /** Delivered print files, one per print area. */
  @Field(() => [DesignRequestFileModel]) files: DesignRequestFileModel[];
  file_ids: Record<string, string>;
  @Field({ nullable: true }) completed_at?: Date;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  /** The statuses this caller may move the request to now (the drawer's buttons). */
  @Field(() => [String]) next_statuses: string[];
}

export function toDesignRequestModel(row: DesignRequestRow, nextStatuses: string[]): DesignRequestModel {
  return {
    _id: row.id,
    code: designRequestCode(row.number),
    ...fieldsOf(row, ['status', 'brief', 'orderId', 'itemId', 'listingId', 'referent', 'sellerId', 'assigneeId', 'completedAt']),
    print_areas: row.printAreas,
    images: [],
    image_ids: row.images,
    files: [],
    file_ids: row.files,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    next_statuses: nextStatuses,
  };
}

/** The columns' field names: all, todo, in_progress, review, completed, rejected. */
export const counterKeyOf = (tab: DesignRequestTab) => tab.toLowerCase() as Lowercase<DesignRequestTab>;
export const DesignRequestCountersModel = countersType('DesignRequestCounters', DESIGN_REQUEST_TABS.map(counterKeyOf));
export type DesignRequestCountersModel = InstanceType<typeof DesignRequestCountersModel>;
