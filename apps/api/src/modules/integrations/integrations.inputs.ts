import { ArgsType, Field, ID } from '@nestjs/graphql';

/** makeWebhookEndpoint, mirroring `makeWebhookEndpointInput` (packages/shared/src/inputs/integrations.ts). */
@ArgsType()
export class MakeWebhookEndpointArgs {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field() url: string;
  @Field(() => [String]) events: string[];
  @Field({ nullable: true }) description?: string;
  @Field({ nullable: true }) enabled?: boolean;
  @Field({ nullable: true }) rotate_secret?: boolean;
}

/** webhookDeliveries' filters, mirroring `webhookDeliveriesInput`. */
@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => ID, { nullable: true }) endpoint_id?: string;
  @Field({ nullable: true }) status?: string;
}
