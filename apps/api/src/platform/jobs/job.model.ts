import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { ServerTextModel, toServerTextModel } from '../common/graphql/server-text.model';
import { JsonScalar } from '../common/graphql/scalars';
import type { JobRow } from './jobs.repository';
import { fieldsOf } from '../common/fields';

/** Work a user waits for: status queued, running, completed or failed. */
@ObjectType('Job')
export class JobModel {
  @Field(() => ID) _id: string;
  @Field() queue: string;
  @Field() name: string;
  /** What it works on: the exported list, the imported kind, the platform published to, the rendered side (never the rest of the payload). */
  @Field(() => String, { nullable: true }) subject?: string | null;
  @Field() status: string;
  @Field(() => Int) progress: number;
  @Field(() => JsonScalar, { nullable: true }) result?: Record<string, unknown> | null;
  /** Why it failed, as a code the web words (the English detail stays in the logs). */
  @Field(() => ServerTextModel, { nullable: true }) error_text?: ServerTextModel | null;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toJobModel(row: JobRow): JobModel {
  return {
    _id: row.id,
    ...fieldsOf(row, ['queue', 'name', 'status', 'progress', 'createdAt', 'updatedAt']),
    error_text: toServerTextModel(row.errorText),
    subject: subjectOf(row.payload),
    result: row.result ?? null,
  };
}

function subjectOf(payload: Record<string, unknown> | null): string | null {
  const side = payload?.side as { name?: unknown } | undefined;
  for (const value of [payload?.list, payload?.kind, payload?.platform, side?.name]) if (typeof value === 'string') return value;
  return null;
}
