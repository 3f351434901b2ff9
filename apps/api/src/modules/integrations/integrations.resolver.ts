import { Args, Context, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { makeUserNotificationInput, makeWebhookEndpointInput, PAGE_SIZE, rule, webhookDeliveriesInput, z } from '@pod/shared';
import { Access, Can } from '../../platform/auth/access';
import type { GqlContext } from '../../platform/auth/access.guard';
import type { AuthContext } from '../../platform/auth/auth-context';
import { CurrentAuth } from '../../platform/auth/current-auth.decorator';
import { PageArgs, pageWithTotal, resolvePaging } from '../../platform/common/paging';
import { parseInput } from '../../platform/common/validation';
import { AliasMentionInput, NotificationEventInput, NotificationGroupInput } from '../notification-settings/notification-settings.inputs';
import { UserNotificationSettingsModel } from '../notification-settings/notification-settings.models';
import { MakeWebhookEndpointArgs, WebhookDeliveriesArgs } from './integrations.inputs';
import {
  IntegrationStoreModel,
  toDeliveryModel,
  toEndpointModel,
  WebhookDeliveryCountersModel,
  WebhookDeliveryModel,
  WebhookEndpointModel,
} from './integrations.models';
import { IntegrationsService } from './integrations.service';

const idsInput = z.object({ ids: rule.listOf(rule.id('endpoint id'), 100, 'ids').min(1, { error: 'Choose at least one endpoint.' }) });
const idInput = z.object({ _id: rule.id('delivery id') });
const filterInput = z.object({ filter: rule.optional(rule.text(50, 'filter')) });

/** The Integrations page (`/app-config/{filter}`, the `integrations` module: super_root). */
@Resolver(() => WebhookEndpointModel)
export class IntegrationsResolver {
  constructor(private readonly service: IntegrationsService) {}

  @Query(() => [WebhookEndpointModel])
  @Access(Can('integrations', 'view'))
  async webhookEndpoints(): Promise<WebhookEndpointModel[]> {
    return (await this.service.endpoints()).map((r) => toEndpointModel(r));
  }

  /** Makes an endpoint (its secret is in this answer only) or changes one (`_id`); `rotate_secret` makes a new secret. */
  @Mutation(() => WebhookEndpointModel)
  @Access(Can('integrations', 'update'))
  async makeWebhookEndpoint(@CurrentAuth() auth: AuthContext, @Args() args: MakeWebhookEndpointArgs): Promise<WebhookEndpointModel> {
    const { row, secret } = await this.service.make(auth, parseInput(makeWebhookEndpointInput, args));
    return toEndpointModel(row, secret);
  }

  /** Removes endpoints with their delivery log; answers how many went. */
  @Mutation(() => Int)
  @Access(Can('integrations', 'delete'))
  trashWebhookEndpoint(@Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.service.trash(parseInput(idsInput, { ids }).ids);
  }

  /** The delivery log, newest first, by endpoint and status (x-total). */
  @Query(() => [WebhookDeliveryModel])
  @Access(Can('integrations', 'view'))
  async webhookDeliveries(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs, @Args() args: WebhookDeliveriesArgs): Promise<WebhookDeliveryModel[]> {
    const input = parseInput(webhookDeliveriesInput, args);
    const total = this.service.counters(input.endpoint_id).then((c) => c[input.status ?? 'all']);
    const rows = await pageWithTotal(ctx, this.service.deliveries(input, resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), total);
    return rows.map(toDeliveryModel);
  }

  @Query(() => WebhookDeliveryCountersModel)
  @Access(Can('integrations', 'view'))
  async webhookDeliveryCounters(@Args('endpoint_id', { type: () => ID, nullable: true }) endpointId?: string): Promise<WebhookDeliveryCountersModel> {
    const input = parseInput(webhookDeliveriesInput, { endpoint_id: endpointId });
    return (await this.service.counters(input.endpoint_id)) as unknown as WebhookDeliveryCountersModel;
  }

  /** Sends a delivery again (a new delivery in the log); answers it. */
  @Mutation(() => WebhookDeliveryModel)
  @Access(Can('integrations', 'update'))
  async replayWebhookDelivery(@Args('_id', { type: () => ID }) id: string): Promise<WebhookDeliveryModel> {
    return toDeliveryModel(await this.service.replay(parseInput(idInput, { _id: id })._id));
  }

  /** The channel messages' settings (every user's notification settings of a type, `all` for every type), in the legacy shape. */
  @Query(() => [UserNotificationSettingsModel])
  @Access(Can('integrations', 'view'))
  appConfig(@Args('filter', { nullable: true }) filter?: string): Promise<UserNotificationSettingsModel[]> {
    return this.service.appConfig(parseInput(filterInput, { filter }).filter);
  }

  /** Saves a user's channel settings (as makeUserNotification; addresses checked like a webhook's). */
  @Mutation(() => UserNotificationSettingsModel)
  @Access(Can('integrations', 'update'))
  setAppConfig(
    @CurrentAuth() auth: AuthContext,
    @Args('type') type: string,
    @Args('user_id', { type: () => ID, nullable: true }) user_id?: string,
    @Args('status', { nullable: true }) status?: string,
    @Args('mentions', { type: () => [String], nullable: true }) mentions?: string[],
    @Args('url', { nullable: true }) url?: string,
    @Args('subject', { nullable: true }) subject?: string,
    @Args('alias_mentions', { type: () => [AliasMentionInput], nullable: true }) alias_mentions?: AliasMentionInput[],
    @Args('group', { type: () => NotificationGroupInput, nullable: true }) group?: NotificationGroupInput,
    @Args('events', { type: () => [NotificationEventInput], nullable: true }) events?: NotificationEventInput[],
  ): Promise<UserNotificationSettingsModel> {
    const input = parseInput(makeUserNotificationInput, { user_id, type, status, mentions, url, subject, alias_mentions, group, events });
    return this.service.setAppConfig(auth, input);
  }

  /** The stores' push tokens and Shopify-format webhooks (x-total). */
  @Query(() => [IntegrationStoreModel])
  @Access(Can('integrations', 'view'))
  integrationStores(@Context() ctx: GqlContext, @Args() pageArgs: PageArgs): Promise<IntegrationStoreModel[]> {
    return pageWithTotal(ctx, this.service.storeIntegrations(resolvePaging(ctx, pageArgs, PAGE_SIZE.list)), this.service.storeCount());
  }
}
