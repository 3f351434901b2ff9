import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';

@ObjectType('ImportRowIssue')
export class ImportRowIssueModel {
  @Field() field: string;
  /** Stable code (packages/shared field-reasons), translated by the web. */
  @Field() reason: string;
  @Field() message: string;
}

@ObjectType('ImportPreviewRow')
export class ImportPreviewRowModel {
  /** Line in the file (2 = first row under the header). */
  @Field(() => Int) line: number;
  /** The row's cells by column. */
  @Field(() => JsonScalar) values: Record<string, string>;
  @Field(() => [ImportRowIssueModel]) issues: ImportRowIssueModel[];
}

@ObjectType('ImportPreview')
export class ImportPreviewModel {
  @Field(() => ID) file_id: string;
  @Field() filename: string;
  @Field(() => [String]) columns: string[];
  @Field(() => Int) total: number;
  @Field(() => Int) valid: number;
  @Field(() => Int) refused: number;
  /** The first rows and every refused row. */
  @Field(() => [ImportPreviewRowModel]) rows: ImportPreviewRowModel[];
}
