import { Field, Int, ObjectType } from '@nestjs/graphql';

/** A generated PDF in storage: the signed URL the web prints through a hidden frame. */
@ObjectType('PrintableDocument')
export class PrintableDocumentModel {
  @Field() url: string;
  @Field(() => Int) size: number;
  @Field(() => Int) pages: number;
}
