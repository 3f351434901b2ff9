/**
 * Why a field was refused, as a stable code: the API sends it in `extensions.reasons`
 * ({ field: reason }) next to the English messages in `extensions.fields`, and the web shows the
 * translation of `errors.<reason>`. Integrations can branch on it without parsing messages.
 */
export const FIELD_REASONS = [
  'required',
  'too_long',
  'too_many',
  'invalid_id',
  'unknown_value',
  'not_exist',
  'name_taken',
  'email_invalid',
  'email_taken',
  'password_required',
  'password_weak',
  'password_wrong',
  'password_mismatch',
  'role_required',
  'phone_invalid',
  'time_zone',
  'number',
  'integer',
  'range',
  'date',
  'hour',
  'minute',
  'url',
  'group_id_title',
  'alias_id',
  'merchant_not_seller',
  'disable_self',
  'delete_self',
  'owns_records',
  'file_type',
  'file_size',
  'file_not_uploaded',
  'file_invalid',
  'duplicate',
  'invalid_character',
  'invalid',
  /** A state machine has no such transition from the entity's current state. */
  'transition_not_allowed',
  /** The transition's guard refused it (its message says why). */
  'transition_refused',
  /** Two weight tiers of one zone cover the same weight. */
  'tier_overlap',
  /** A cost below zero. */
  'negative',
  /** An amount that is not a canonical decimal string ("1234.50"): a decimal comma, grouping marks or more than 2 decimals, refused rather than guessed. */
  'money_format',
  /** Not an ISO 3166 country code. */
  'unknown_country',
  /** A country already in another zone of the same method. */
  'country_twice',
  /** A shipping method whose cost table has no zone. */
  'no_zone',
  /** The method is not open to this seller. */
  'method_not_open',
  /** A worker without a manufacturing role. */
  'not_worker',
  /** Productions of different factories chosen for one batch. */
  'batch_mixed_factories',
  /** A production already in another batch. */
  'in_other_batch',
  /** A cancelled production chosen for a batch. */
  'production_cancelled',
  /** A production taken out of a batch it is not in. */
  'not_in_batch',
  /** The payment would take the seller's credit below what their payment type allows. */
  'insufficient_balance',
  /** No variant of the catalogue has this sku. */
  'unknown_sku',
  /** The variant is not available (its `in_stock` is off): a new line is refused, an order holding it is not paid. */
  'out_of_stock',
  /** The order is paid or further along: its lines and addresses no longer change. */
  'order_locked',
  /** Another request is paying this order right now (processOrders answers at once instead of queueing). */
  'order_busy',
  /** A required print area of a line has no design. */
  'design_missing',
  /** The seller's account is on HOLD OFF: no new orders for now. */
  'hold_off',
  /** A split must leave at least one line on the original order. */
  'split_all',
  /** The shipping method has no price for this destination or weight. */
  'no_shipping_price',
  /** A user's credit changes only through billing's ledger (adjustCredit), not by editing the user. */
  'credit_via_billing',
  /** A line names a listing that is not the order's seller's, or is in the trash. */
  'unknown_listing',
  /** A listing's price for a variant is below what the seller pays for it (the catalogue's pricing function). */
  'price_below_cost',
  /** Files are stored on the S3 store these settings name: they cannot be removed. */
  'files_stored',
  /** An order of processOrders failed unexpectedly (logged); nothing was charged for it and it can be tried again. */
  'process_failed',
  /** Another store is already connected to this shop domain (a shop belongs to one store at a time). */
  'domain_taken',
  /** Registration is invite-only and no invitation code was sent. */
  'invite_required',
  /** The invitation code is unknown, used, expired, or made out to another email address. */
  'invite_invalid',
  /** Root and super_root name the station they scan for (workers scan at their role's). */
  'station_required',
  /** The production's route does not pass this station (its factory or product type skips it). */
  'not_on_route',
  /** The production waits at an earlier station: it cannot be scanned here yet. */
  'step_out_of_order',
  /** A scan's own time (an offline scan) is ahead of now beyond a small clock skew. */
  'scan_in_future',
  /** A scan's own time is older than the offline window (SCAN_OFFLINE_WINDOW_HOURS, 24 h by default). */
  'scan_too_old',
  /** A carrier's tracking event dated ahead of now beyond a small clock skew. */
  'event_in_future',
  /** The production is On Hold, in Error or Cancelled: scans are refused until it is released. */
  'production_blocked',
  /** The order is not paid and waiting for production (Processing), or has nothing for our factories. */
  'not_releasable',
  /** An error code that does not exist or belongs to another station. */
  'unknown_error_code',
  /** A return asked for an order not delivered yet (or of units already claimed). */
  'not_returnable',
  /** A webhook address on a private, loopback or link-local network (refused unless configuration allows it). */
  'private_address',
  /** A webhook address whose host name does not resolve. */
  'host_unknown',
  /** A package holds the units of one order only. */
  'mixed_orders',
  /** The unit is not at the Packing station (not made yet, held or cancelled). */
  'not_at_packing',
  /** No package has this tracking number. */
  'unknown_tracking',
  /** The package is not in a state that allows this (labelled, shipped, cancelled …). */
  'package_state',
  /** The seller ships this order (ship_by_seller): no label of ours. */
  'ship_by_seller',
  /** Weigh (and, for sellers who check dimensions, measure) the package first. */
  'measures_required',
  /** Another affiliate already has this code (codes are unique whatever the case). */
  'code_taken',
  /** The user is an affiliate already. */
  'already_affiliate',
  /** A seller cannot be their own affiliate. */
  'self_referral',
  /** An announcement's expiry is not later than its publish time. */
  'expiry_before_publish',
  /** A return request with no item ticked. */
  'no_items_chosen',
] as const;

export type FieldReason = (typeof FIELD_REASONS)[number];
