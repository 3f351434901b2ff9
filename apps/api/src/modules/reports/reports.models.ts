import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A count by key (an order status, a station, a ticket status). */
@ObjectType()
export class KeyCountModel {
  @Field() key: string;
  @Field(() => Int) total: number;
}

/** Sales figures of one day or one group; money as exact decimal strings. */
@ObjectType()
export class SalesFiguresModel {
  /** The day (YYYY-MM-DD) or the group's id ('' for none: orders without a store, presets without a factory). */
  @Field() key: string;
  /** The group's name (seller, store, product type, factory); null for days. */
  @Field(() => String, { nullable: true }) name: string | null;
  /** Orders paid (0 in the product type and factory tables: an order may span several). */
  @Field(() => Int) orders: number;
  @Field(() => Int) units: number;
  @Field() revenue: string;
  @Field() base_cost: string;
  @Field() shipping: string;
  @Field() refunds: string;
  /** revenue − refunds − base cost. */
  @Field() margin: string;
}

@ObjectType()
export class DashboardTicketModel {
  @Field(() => ID) _id: string;
  @Field() code: string;
  @Field() subject: string;
  @Field() status: string;
  @Field() updated_at: Date;
}

/** `/dashboard`: staff see the business, a seller their own. */
@ObjectType()
export class DashboardModel {
  /** 'staff' or 'seller': which widgets the page shows. */
  @Field() scope: string;
  /** Orders per status now (All = every status but Trash). */
  @Field(() => [KeyCountModel]) order_statuses: KeyCountModel[];
  /** The last DASHBOARD_DAYS days, oldest first, every day present. */
  @Field(() => [SalesFiguresModel]) days: SalesFiguresModel[];
  /** The same days summed. */
  @Field(() => SalesFiguresModel) period: SalesFiguresModel;
  /** Staff: units that arrived at each station today. */
  @Field(() => [KeyCountModel]) stations: KeyCountModel[];
  /** Staff: productions past their ship-by date and not packed. */
  @Field(() => Int) late_productions: number;
  /** Tickets per status (a seller's own). */
  @Field(() => [KeyCountModel]) tickets: KeyCountModel[];
  /** Return and replacement requests per status (a seller's own). */
  @Field(() => [KeyCountModel]) returns: KeyCountModel[];
  /** Seller: their credit. */
  @Field(() => String, { nullable: true }) credit: string | null;
  /** Seller: their latest tickets. */
  @Field(() => [DashboardTicketModel]) recent_tickets: DashboardTicketModel[];
}

/** `/daily-report`: a period's figures in total and by seller, store, product type and factory. */
@ObjectType()
export class DailyReportModel {
  @Field() tab: string;
  /** First and last day covered (YYYY-MM-DD, UTC). */
  @Field() from: string;
  @Field() to: string;
  @Field(() => SalesFiguresModel) total: SalesFiguresModel;
  @Field(() => [SalesFiguresModel]) days: SalesFiguresModel[];
  @Field(() => [SalesFiguresModel]) sellers: SalesFiguresModel[];
  @Field(() => [SalesFiguresModel]) stores: SalesFiguresModel[];
  @Field(() => [SalesFiguresModel]) product_types: SalesFiguresModel[];
  @Field(() => [SalesFiguresModel]) manufactures: SalesFiguresModel[];
}
