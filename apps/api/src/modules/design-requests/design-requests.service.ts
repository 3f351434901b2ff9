import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  designRequestCode,
  LISTING_DESIGN_AREAS,
  type DesignRequestFilterInput,
  type DesignRequestStatus,
  type DesignRequestTab,
  type MakeDesignRequestInput,
  type SetDesignRequestStatusInput,
  type SubmitDesignRequestFilesInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { isStaff, owns, sellerScope, type Caller } from '../../platform/auth/ownership';
import { TaskSources, type TaskRecord } from '../../platform/auth/task-sources';
import { BadField, ConflictField, DomainError, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { DB, type Db, type Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import { FilesService } from '../files/files.service';
import { ListingsReadService } from '../listings/listings-read.service';
import { OrdersService } from '../orders/orders.service';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { UsersService } from '../users/users.service';
import { AreaNotAsked, NoWayBack, TargetGone, UnknownArea } from './design-requests.errors';
import { designRequestMachine, SELLER_TRANSITIONS, transitionTo, type DesignRequestTransition } from './design-requests.machine';
import { DesignRequestsRepository, type DesignRequestFilter, type DesignRequestRow } from './design-requests.repository';

export type { DesignRequestRow };

const TARGET_OF: Record<DesignRequestTransition, DesignRequestStatus> = {
  take: 'in_progress',
  submit: 'review',
  revise: 'in_progress',
  approve: 'completed',
  reject: 'rejected',
};

@Injectable()
export class DesignRequestsService implements OnModuleInit {
  constructor(
    private readonly repo: DesignRequestsRepository,
    private readonly orders: OrdersService,
    private readonly listings: ListingsReadService,
    private readonly files: FilesService,
    private readonly timeline: TimelineService,
    private readonly tasks: TaskSources,
    private readonly events: EventsService,
    private readonly users: UsersService,
    @Inject(DB) private readonly db: Db,
  ) {}

  onModuleInit(): void {
    // A request's history is as private as the request.
    this.timeline.restrict('design_request', async (auth, id) => {
      const request = await this.repo.findById(id);
      return !!request && owns(auth, request.sellerId);
    });
    this.tasks.register((auth, limit) => this.tasksOf(auth, limit));
  }

  // ------------------------------------------------------------ reading

  /** The filter a caller may use: a seller only ever sees their own requests. */
  filterFor(auth: Caller, input: DesignRequestFilterInput): DesignRequestFilter {
    return {
      sellerId: sellerScope(auth) ?? input.seller_id,
      assigneeId: input.assignee_id,
      status: input.status && input.status !== 'All' ? input.status : undefined,
      search: input.search,
    };
  }

  page(filter: DesignRequestFilter, paging: Paging): Promise<DesignRequestRow[]> {
    return this.repo.page(filter, paging.perPage, paging.offset);
  }

  /** Requests per column (All is every status). */
  async counters(filter: DesignRequestFilter): Promise<Record<DesignRequestTab, number>> {
    const counts = await this.repo.countsByStatus(filter);
    const n = (s: DesignRequestStatus) => counts[s] ?? 0;
    const all = Object.values(counts).reduce((sum, v) => sum + v, 0);
    return { All: all, todo: n('todo'), in_progress: n('in_progress'), review: n('review'), completed: n('completed'), rejected: n('rejected') };
  }

  async findVisible(auth: Caller, id: string): Promise<DesignRequestRow> {
    const request = await this.repo.findById(id);
    if (!request || !owns(auth, request.sellerId)) throw NotFound('Design request');
    return request;
  }

  /** Staff who take requests when none is assigned: told of a new one (the roles that work the board by default). */
  designers(tx?: Tx) {
    return this.users.findRefsByRoles(['root', 'super_root'], 50, tx);
  }

  /** The caller's open queue: requests assigned to them still to do or in progress (trigger-kept counters). */
  async queueOf(userId: string): Promise<number> {
    const counts = await this.repo.countsByStatus({ assigneeId: userId });
    return (counts.todo ?? 0) + (counts.in_progress ?? 0);
  }

  /** The statuses this caller may move the request to now (the drawer's buttons). */
  nextStatuses(auth: AuthContext, request: DesignRequestRow): DesignRequestStatus[] {
    const staff = isStaff(auth);
    const transitions = designRequestMachine.allowedFrom(request.status as DesignRequestStatus).filter((t) => {
      if (t === 'submit') return false; // delivered with its files (submitDesignRequestFiles)
      if (!staff) return SELLER_TRANSITIONS.includes(t);
      return t !== 'approve' || auth.user.id !== request.assigneeId;
    });
    return [...new Set(transitions.map((t) => TARGET_OF[t]))];
  }

  /** The print areas of a line item the caller may see (NOT_FOUND for another seller's order or a line not on it). */
  async areasOf(auth: AuthContext, orderId: string, itemId: string): Promise<string[]> {
    const line = await this.orders.lineForDesign(auth, orderId, itemId);
    if (!line) throw NotFound('Order item');
    return line.areas;
  }

  /** GET /api/tasks: requests assigned to a staff caller still to do, and a seller's requests waiting on their review. */
  private async tasksOf(auth: AuthContext, limit: number): Promise<TaskRecord[]> {
    const rows = isStaff(auth)
      ? await this.repo.tasksOf(auth.user.id, 'assignee', ['todo', 'in_progress'], limit)
      : await this.repo.tasksOf(auth.user.id, 'seller', ['review'], limit);
    const stores = await this.orders.storeNamesOf(rows.flatMap((r) => (r.orderId ? [r.orderId] : [])));
    return rows.map((r) => ({
      id: r.id,
      status: 'assigned',
      title: `${designRequestCode(r.number)}${r.referent ? ` ${r.referent}` : ''}`,
      storeName: (r.orderId && stores.get(r.orderId)) || null,
      createdAt: r.createdAt,
    }));
  }

  // ------------------------------------------------------------ changes

  /**
   * A new request for a line item of an order the caller may see (or for one of their listings).
   * Every reference is checked before anything is written: the line and its print areas, the
   * listing, each reference image (FilesService: another seller's file answers NOT_FOUND).
   */
  async make(auth: AuthContext, input: MakeDesignRequestInput): Promise<DesignRequestRow> {
    let sellerId: string;
    let referent: string;
    let areas: readonly string[];
    if (input.item_id) {
      const line = await this.orders.lineForDesign(auth, input.order_id!, input.item_id).catch((e: unknown) => {
        if (e instanceof DomainError && e.code === 'NOT_FOUND') throw BadField('order_id', 'not_exist', 'This order does not exist.');
        throw e;
      });
      if (!line) throw BadField('item_id', 'not_exist', 'This item is not on the order.');
      sellerId = line.order.sellerId;
      referent = `#${line.order.number} ${line.item.sku}`;
      areas = line.areas;
    } else {
      const listing = await this.listings.findById(input.listing_id!);
      if (!listing || !owns(auth, listing.sellerId) || listing.status === 'Trash') throw BadField('listing_id', 'not_exist', 'This listing does not exist.');
      sellerId = listing.sellerId;
      referent = listing.name;
      areas = LISTING_DESIGN_AREAS;
    }
    input.print_areas.forEach((area, i) => {
      if (!areas.includes(area)) throw UnknownArea(`print_areas.${i}`, area);
    });
    const images = [...new Set(input.images ?? [])];
    if (images.length)
      await this.files.requireUsableFor(
        auth,
        sellerId,
        images.map((id, i) => ({ field: `images.${i}`, id })),
      );
    return this.db.transaction(async (tx) => {
      const made = await this.repo.insert(tx, {
        id: newId(),
        sellerId,
        orderId: input.item_id ? input.order_id! : null,
        itemId: input.item_id ?? null,
        listingId: input.item_id ? null : input.listing_id!,
        referent,
        brief: input.brief,
        images,
        printAreas: input.print_areas,
      });
      await this.changed(tx, auth, made, null);
      return made;
    });
  }

  /**
   * Moves a request to `status` through its machine: staff take, reject (and send back) it; the
   * owner sends a review back or approves it (completed applies the files, as approveDesignRequest).
   */
  async setStatus(auth: AuthContext, input: SetDesignRequestStatusInput): Promise<DesignRequestRow> {
    if (input.status === 'completed') return this.approve(auth, input._id);
    const transition = transitionTo((await this.findVisible(auth, input._id)).status, input.status);
    if (!transition) throw NoWayBack();
    if (transition === 'submit') throw BadField('status', 'invalid', 'A request goes to review with its print files (submitDesignRequestFiles).');
    return this.db.transaction(async (tx) => {
      const request = await this.lockVisible(tx, auth, input._id);
      this.mayFire(auth, transition);
      const status = await designRequestMachine.fire(tx, { entityId: request.id, from: request.status, transition, actor: auth, note: input.note });
      const updated = await this.repo.update(tx, request.id, {
        status,
        // Whoever takes a request without an assignee is its designer.
        ...(transition === 'take' && !request.assigneeId && { assigneeId: auth.user.id }),
      });
      await this.changed(tx, auth, updated, request.status);
      return updated;
    });
  }

  /** The designer's print files, one per print area asked for; the request goes to review. */
  async submitFiles(auth: AuthContext, input: SubmitDesignRequestFilesInput): Promise<DesignRequestRow> {
    // The files become the seller's design: each must be one the seller may use (never another seller's).
    const { sellerId } = await this.findVisible(auth, input._id);
    await this.files.requireUsableFor(
      auth,
      sellerId,
      input.files.map((f, i) => ({ field: `files.${i}.file_id`, id: f.file_id })),
    );
    return this.db.transaction(async (tx) => {
      const request = await this.lockVisible(tx, auth, input._id);
      input.files.forEach((f, i) => {
        if (!request.printAreas.includes(f.area)) throw AreaNotAsked(`files.${i}.area`);
      });
      const status = await designRequestMachine.fire(tx, { entityId: request.id, from: request.status, transition: 'submit', actor: auth });
      const updated = await this.repo.update(tx, request.id, {
        status,
        files: Object.fromEntries(input.files.map((f) => [f.area, f.file_id])),
        assigneeId: request.assigneeId ?? auth.user.id,
      });
      await this.changed(tx, auth, updated, request.status);
      return updated;
    });
  }

  /**
   * The seller approves the delivered files: they are applied to the line item (its order passes
   * the design check of processOrders) or to the listing, in the same transaction as the status.
   */
  approve(auth: AuthContext, id: string): Promise<DesignRequestRow> {
    return this.db.transaction(async (tx) => {
      const request = await this.lockVisible(tx, auth, id);
      this.mayFire(auth, 'approve');
      const status = await designRequestMachine.fire(tx, { entityId: request.id, from: request.status, transition: 'approve', actor: auth });
      if (!Object.keys(request.files).length) throw ConflictField('_id', 'transition_refused', 'No print files were delivered yet.');
      await this.apply(tx, request);
      const updated = await this.repo.update(tx, request.id, { status, completedAt: new Date() });
      await this.changed(tx, auth, updated, request.status);
      return updated;
    });
  }

  // ------------------------------------------------------------ helpers

  private async apply(tx: Tx, request: DesignRequestRow): Promise<void> {
    if (request.itemId && request.orderId) {
      if (!(await this.orders.applyItemDesigns(tx, request.orderId, request.itemId, request.files))) throw TargetGone();
      return;
    }
    if (!request.listingId || !(await this.listings.findById(request.listingId, tx))) throw TargetGone();
    const keys = await this.files.storageKeysOf(Object.values(request.files), tx);
    const byArea = Object.fromEntries(Object.entries(request.files).flatMap(([area, fileId]) => (keys.has(fileId) ? [[area, keys.get(fileId)!]] : [])));
    await this.listings.applyDesigns(tx, request.listingId, byArea);
  }

  /** A seller fires only the owner's transitions (approve, revise); the others are staff's (the machine checks the permission). */
  private mayFire(auth: AuthContext, transition: DesignRequestTransition): void {
    if (!isStaff(auth) && !SELLER_TRANSITIONS.includes(transition)) throw Forbidden('Only the studio moves a design request this way.');
  }

  /** Made (`from` null) or moved: the seller, the designers and webhooks hear of it (design-requests.events.ts). */
  private changed(tx: Tx, auth: AuthContext, request: DesignRequestRow, from: string | null): Promise<string> {
    return this.events.record(tx, 'design_request.status_changed', {
      requestId: request.id,
      code: designRequestCode(request.number),
      referent: request.referent ?? '',
      sellerId: request.sellerId,
      assigneeId: request.assigneeId,
      from,
      to: request.status,
      actorId: auth.user.id,
      byStaff: isStaff(auth),
    });
  }

  private async lockVisible(tx: Tx, auth: Caller, id: string): Promise<DesignRequestRow> {
    const request = await this.repo.findById(id, tx, true);
    if (!request || !owns(auth, request.sellerId)) throw NotFound('Design request');
    return request;
  }
}
