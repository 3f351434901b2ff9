import { Field, InputType } from '@nestjs/graphql';

/** saveStorageSettings input, checked by `saveStorageSettingsInput` (packages/shared/src/inputs/logistics.ts). */
@InputType()
export class StorageSettingsInput {
  @Field() driver: string;
  @Field({ nullable: true }) s3_endpoint?: string;
  @Field({ nullable: true }) s3_region?: string;
  @Field({ nullable: true }) s3_bucket?: string;
  @Field({ nullable: true }) s3_access_key_id?: string;
  /** Write-only; blank keeps the stored secret. */
  @Field({ nullable: true }) s3_secret_access_key?: string;
  @Field({ nullable: true }) s3_force_path_style?: boolean;
}
