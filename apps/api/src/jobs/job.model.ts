import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../common/graphql/scalars';
import type { JobRow } from './jobs.repository';

/** Work a user waits for: status queued, running, completed or failed. */
@ObjectType('Job')
export class JobModel {
  @Field(() => ID) _id: string;
  @Field() queue: string;
  @Field() name: string;
  @Field() status: string;
  @Field(() => Int) progress: number;
  @Field(() => JsonScalar, { nullable: true }) result?: Record<string, unknown> | null;
  @Field({ nullable: true }) error?: string;
  @Field() created_at: Date;
  @Field() updated_at: Date;
}

export function toJobModel(row: JobRow): JobModel {
  return {
    _id: row.id,
    queue: row.queue,
    name: row.name,
    status: row.status,
    progress: row.progress,
    result: row.result ?? null,
    error: row.error ?? undefined,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
