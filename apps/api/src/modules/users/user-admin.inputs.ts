import { ArgsType, Field, ID, InputType } from '@nestjs/graphql';
import { JsonScalar } from '../../platform/common/graphql/scalars';
import { FlexScalar } from './flex.scalar';

@InputType()
export class AccessInput {
  @Field({ nullable: true }) view?: boolean;
  @Field({ nullable: true }) add?: boolean;
  @Field({ nullable: true }) update?: boolean;
  @Field({ nullable: true }) delete?: boolean;
}

/** One module entry of a permission matrix (users' personal entries and user groups). */
@InputType()
export class ModulePermissionInput {
  @Field() module: string;
  @Field({ nullable: true }) title?: string;
  @Field(() => AccessInput) access: AccessInput;
}

@InputType()
export class ShippingMethodInput {
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
}

/** A hub (manufacture) change made while saving a user (spec section 4). */
@InputType()
export class HubInput {
  /** Create, Assigned, Unset or Edit. */
  @Field() action: string;
  @Field(() => ID, { nullable: true }) _id?: string;
  @Field({ nullable: true }) name?: string;
}

/** makeUser params: every editable user field of spec section 3. Absent fields are left alone on update. */
@InputType()
export class MakeUserParams {
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) status?: string;
  @Field({ nullable: true }) role?: string;
  @Field(() => [String], { nullable: true }) groups?: string[];
  @Field(() => ID, { nullable: true }) group_id?: string | null;
  @Field({ nullable: true }) new_password?: string;
  @Field({ nullable: true }) confirm_password?: string;

  @Field({ nullable: true }) identity?: string;
  @Field({ nullable: true }) identity_label?: string;
  @Field({ nullable: true }) target?: string;
  @Field({ nullable: true }) referent?: string;
  @Field({ nullable: true }) h?: string;
  @Field({ nullable: true }) phone_number?: string;
  @Field({ nullable: true }) sale_plan?: string;
  @Field({ nullable: true }) facebook?: string;
  @Field({ nullable: true }) skype?: string;

  @Field(() => JsonScalar, { nullable: true }) customizer?: unknown;
  @Field({ nullable: true }) theme?: string;
  @Field(() => FlexScalar, { nullable: true }) sidebarCollapsed?: unknown;
  @Field({ nullable: true }) navbarColor?: string;
  @Field({ nullable: true }) navbarType?: string;
  @Field({ nullable: true }) footerType?: string;
  @Field({ nullable: true }) menuTheme?: string;
  @Field(() => FlexScalar, { nullable: true }) hideScrollToTop?: unknown;

  @Field(() => FlexScalar, { nullable: true }) total_credit?: unknown;
  @Field(() => FlexScalar, { nullable: true }) vip?: unknown;
  @Field(() => FlexScalar, { nullable: true }) wholesale_level?: unknown;
  @Field({ nullable: true }) payment_type?: string;

  @Field(() => FlexScalar, { nullable: true }) ship_by_seller?: unknown;
  @Field(() => FlexScalar, { nullable: true }) ship_by_onos?: unknown;
  @Field({ nullable: true }) when_tracking_update?: string;
  @Field(() => FlexScalar, { nullable: true }) day_update_tracking?: unknown;
  @Field(() => FlexScalar, { nullable: true }) active_tracking_day?: unknown;
  @Field({ nullable: true }) default_carrier?: string;
  @Field(() => FlexScalar, { nullable: true }) is_international?: unknown;
  @Field(() => ID, { nullable: true }) shipping_user_id?: string | null;
  @Field({ nullable: true }) default_shipping_id?: string;
  @Field(() => ShippingMethodInput, { nullable: true }) default_shipping_method?: ShippingMethodInput | null;
  @Field(() => FlexScalar, { nullable: true }) enable_non_ship?: unknown;
  @Field(() => FlexScalar, { nullable: true }) addition_shipping_service_price?: unknown;
  @Field(() => FlexScalar, { nullable: true }) addition_base_cost?: unknown;

  @Field(() => FlexScalar, { nullable: true }) active_production_invoice?: unknown;
  @Field({ nullable: true }) current_affiliate_id?: string;
  @Field(() => FlexScalar, { nullable: true }) process_without_design?: unknown;
  @Field(() => FlexScalar, { nullable: true }) hold_off?: unknown;
  @Field(() => FlexScalar, { nullable: true }) disable_design_production?: unknown;
  @Field(() => FlexScalar, { nullable: true }) require_inc_active_service?: unknown;
  @Field(() => FlexScalar, { nullable: true }) enable_check_dimension?: unknown;
  @Field({ nullable: true }) active_status?: string;
  @Field(() => [ModulePermissionInput], { nullable: true }) permission?: ModulePermissionInput[];

  @Field(() => [HubInput], { nullable: true }) hubs?: HubInput[];
}

/** The users list filters (spec section 7). */
@ArgsType()
export class UsersFilterArgs {
  @Field({ nullable: true }) identity?: string;
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) search?: string;
  /** Active, Pending, Disabled; 'Opened' or 'All' = every status. */
  @Field({ nullable: true }) status?: string;
  /** A user group id, or a membership name (root, accounting, ...). */
  @Field({ nullable: true }) group?: string;
  /** DD-MM-YYYY, created on or after the start of that day (UTC). */
  @Field({ nullable: true }) start?: string;
  /** DD-MM-YYYY, created on or before the end of that day (UTC). */
  @Field({ nullable: true }) end?: string;
  @Field({ nullable: true }) withProduction?: boolean;
  @Field({ nullable: true }) withOrderFulfillment?: boolean;
  @Field({ nullable: true }) withFinance?: boolean;
}
