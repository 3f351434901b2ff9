import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { JsonScalar, MoneyScalar } from '../../platform/common/graphql/scalars';
import type { UserUpdatePayload } from '../../platform/events/registry';

@ObjectType()
export class ModuleAccess {
  @Field() view: boolean;
  @Field() add: boolean;
  @Field() update: boolean;
  @Field() delete: boolean;
}

@ObjectType()
export class ModulePermissionModel {
  @Field() module: string;
  @Field() title: string;
  @Field(() => ModuleAccess) access: ModuleAccess;
}

@ObjectType()
export class GroupRef {
  @Field(() => ID) _id: string;
  @Field() name: string;
}

@ObjectType()
export class ShippingUserRef {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) email?: string;
  @Field({ nullable: true }) identity_label?: string;
}

@ObjectType()
export class ShippingMethodRef {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) name?: string;
}

/** The full user record of spec section 3. Secrets (password hash, token hashes) never appear. */
@ObjectType('User')
export class UserModel {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) identity?: string;
  @Field({ nullable: true }) identity_label?: string;
  @Field({ nullable: true }) target?: string;
  @Field({ nullable: true }) referent?: string;
  @Field() email: string;
  @Field() role: string;
  @Field(() => [String]) groups: string[];
  @Field() name: string;
  @Field({ nullable: true }) h?: string;
  @Field() status: string;
  @Field({ nullable: true }) last_login?: Date;
  @Field() created_at: Date;
  @Field() updated_at: Date;
  @Field(() => GroupRef, { nullable: true }) group?: GroupRef | null;
  @Field(() => [ModulePermissionModel]) permission: ModulePermissionModel[];
  @Field({ nullable: true }) phone_number?: string;
  @Field({ nullable: true }) sale_plan?: string;
  @Field({ nullable: true }) facebook?: string;
  @Field({ nullable: true }) skype?: string;
  @Field(() => JsonScalar) customizer: unknown;
  // Customizer fields flattened, as the spec lists them on the user.
  @Field() theme: string;
  @Field() sidebarCollapsed: boolean;
  @Field() navbarColor: string;
  @Field() navbarType: string;
  @Field() footerType: string;
  @Field() menuTheme: string;
  @Field() hideScrollToTop: boolean;
  /** Exact decimal string, e.g. "-12.50". */
  @Field(() => MoneyScalar) total_credit: string;
  @Field(() => Int) vip: number;
  @Field(() => Int) wholesale_level: number;
  @Field({ nullable: true }) payment_type?: string;
  @Field() ship_by_seller: boolean;
  @Field() ship_by_onos: boolean;
  @Field({ nullable: true }) when_tracking_update?: string;
  @Field(() => Int, { nullable: true }) day_update_tracking?: number;
  @Field(() => Int, { nullable: true }) active_tracking_day?: number;
  @Field({ nullable: true }) default_carrier?: string;
  @Field() is_international: boolean;
  @Field(() => ShippingUserRef, { nullable: true }) shipping_user?: ShippingUserRef | null;
  @Field({ nullable: true }) default_shipping_id?: string;
  @Field(() => ShippingMethodRef, { nullable: true }) default_shipping_method?: ShippingMethodRef | null;
  @Field() enable_non_ship: boolean;
  @Field(() => Float) addition_shipping_service_price: number;
  @Field(() => Float) addition_base_cost: number;
  @Field() active_production_invoice: boolean;
  @Field({ nullable: true }) current_affiliate_id?: string;
  @Field() process_without_design: boolean;
  @Field() hold_off: boolean;
  @Field() disable_design_production: boolean;
  @Field() hide_production: boolean;
  @Field() require_inc_active_service: boolean;
  @Field() enable_check_dimension: boolean;
  @Field() active_status: string;
  /** Manufactures (hubs) the user works at; filled on single-user reads. */
  @Field(() => [GroupRef], { nullable: true }) hubs?: GroupRef[] | null;
}

@ObjectType()
export class DesignProductionResult {
  @Field(() => ID) _id: string;
  @Field() disable_design_production: boolean;
  @Field() hide_production: boolean;
}

@ObjectType()
export class UserUpdate implements UserUpdatePayload {
  @Field(() => ID) _id: string;
  @Field({ nullable: true }) identity?: string;
  @Field() status: string;
  @Field({ nullable: true }) identity_label?: string;
  @Field(() => MoneyScalar) total_credit: string;
  @Field(() => Int) vip: number;
}

@ObjectType()
export class UsersNoneGroupResult {
  @Field(() => [UserModel]) users: UserModel[];
  @Field(() => Int) count: number;
}

@ObjectType()
export class UserStatusCount {
  /** Opened (all), Active, Pending or Disabled. */
  @Field() status: string;
  @Field(() => Int) count: number;
}

/** Who did something (a creator, an actor): enough to show and link a user, and their role. */
@ObjectType('UserRef')
export class UserRefModel {
  @Field(() => ID) _id: string;
  @Field() email: string;
  @Field() name: string;
  @Field() role: string;
}
