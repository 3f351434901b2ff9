import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { EXTENSION_TABS } from '@pod/shared';
import { countersType } from '../../platform/common/graphql/counters';
import { fieldsOf } from '../../platform/common/fields';
import { UserRefModel } from '../users/users.models';
import type { ExtensionRow, ExtensionVersionRow } from './extensions.service';

/** One field the extension fills: the CSS selector and the attribute read (the element's text when none). */
@ObjectType('ExtensionMapping')
export class ExtensionMappingModel {
  @Field() field: string;
  @Field() selector: string;
  @Field(() => String, { nullable: true }) attribute?: string | null;
}

/** One save of a rule set, never changed afterwards. */
@ObjectType('ExtensionVersion')
export class ExtensionVersionModel {
  @Field(() => Int) version: number;
  @Field() name: string;
  @Field() page_match: string;
  @Field(() => [ExtensionMappingModel]) mappings: ExtensionMappingModel[];
  @Field(() => String, { nullable: true }) note?: string | null;
  /** The version this one restored. */
  @Field(() => Int, { nullable: true }) restored_from?: number | null;
  @Field(() => UserRefModel, { nullable: true }) created_by?: UserRefModel | null;
  created_by_id: string | null;
  @Field() created_at: Date;
}

/** A rule set of the sellers' browser extension. */
@ObjectType('Extension')
export class ExtensionModel {
  @Field(() => ID) _id: string;
  @Field() marketplace: string;
  @Field() name: string;
  @Field() enabled: boolean;
  /** The newest version's number. */
  @Field(() => Int) version: number;
  /** The newest version's content (one batch per page). */
  @Field(() => ExtensionVersionModel, { nullable: true }) current?: ExtensionVersionModel | null;
  /** Every version, newest first (the editor's history). */
  @Field(() => [ExtensionVersionModel]) versions: ExtensionVersionModel[];
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toExtensionModel(row: ExtensionRow): ExtensionModel {
  return { _id: row.id, ...fieldsOf(row, ['marketplace', 'name', 'enabled', 'version', 'createdAt', 'updatedAt']), versions: [] };
}

export function toExtensionVersionModel(row: ExtensionVersionRow): ExtensionVersionModel {
  return {
    ...fieldsOf(row, ['version', 'name', 'pageMatch', 'note', 'restoredFrom', 'createdAt']),
    mappings: row.mappings.map((m) => ({ field: m.field, selector: m.selector, attribute: m.attribute ?? null })),
    created_by_id: row.createdBy,
  };
}

export const ExtensionCountersModel = countersType('ExtensionCounters', EXTENSION_TABS);
export type ExtensionCountersModel = InstanceType<typeof ExtensionCountersModel>;
