import { Field, ObjectType } from '@nestjs/graphql';
import { ServerTextModel } from '../../platform/common/graphql/server-text.model';

/** The storage settings as a screen sees them: the S3 secret only as set or not, with a hint. */
@ObjectType('StorageSettings')
export class StorageSettingsModel {
  /** The driver new files use: local or s3. */
  @Field() driver: string;
  /** The driver this API instance started with (STORAGE_DRIVER). */
  @Field() boot_driver: string;
  @Field({ nullable: true }) s3_endpoint?: string;
  @Field({ nullable: true }) s3_region?: string;
  @Field({ nullable: true }) s3_bucket?: string;
  @Field({ nullable: true }) s3_access_key_id?: string;
  @Field() s3_secret_set: boolean;
  @Field({ nullable: true }) s3_secret_hint?: string;
  @Field() s3_force_path_style: boolean;
  @Field({ nullable: true }) updated_at?: Date;
}

/** What "test connection" found: every step (write, read, delete) or where it failed. */
@ObjectType('StorageConnectionTest')
export class StorageConnectionTestModel {
  @Field() driver: string;
  @Field() ok: boolean;
  /** write, read, delete or done. */
  @Field() step: string;
  /** Why the step failed, as a code the web words. */
  @Field(() => ServerTextModel, { nullable: true }) text?: ServerTextModel | null;
}
