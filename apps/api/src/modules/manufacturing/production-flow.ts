import { Inject, Injectable } from '@nestjs/common';
import {
  checkRoles,
  errorStation,
  nextStep,
  PRODUCTION_STEPS,
  ROLE_STEP,
  stationScanOf,
  type ProductionStatus,
  type ProductionStep,
  type ReportProductionErrorInput,
  type ScanProductionInput,
} from '@pod/shared';
import type { AuthContext } from '../../platform/auth/auth-context';
import { StockService, type StockChange } from '../catalogue/stock.service';
import { BadField, Forbidden, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { Params } from '../../platform/common/prepared';
import { ENV, type Env } from '../../platform/config/env';
import type { Tx } from '../../platform/db/database';
import { EventsService } from '../../platform/events/events.service';
import { NotOnRoute, OutOfOrder, ProductionBlocked, ScanInFuture, ScanTooOld } from './manufacturing.errors';
import { advanceTo, backTo, productionMachine, resumeTo } from './manufacturing.machine';
import { ManufacturingRepository, type ProductionErrorCodeRow, type ProductionRow } from './manufacturing.repository';
import { newProductionCode } from './production-code';

/** What a scan did: moved the production from → to, or nothing and why (`already_scanned`, `at_end`). */
export interface ScanOutcome {
  production: ProductionRow;
  changed: boolean;
  from: string;
  to: string;
  reason: string | null;
}

/** The mutation's audit row as a CTE of the scan's writing statement (AuditTrail.auditCte). */
export type AuditCte = (alias: string, p: Params) => string | null;

/** Scans of one station this close together are one scan (a scanner's double read, a resent offline scan). */
const SAME_SCAN_MS = 2_000;
/** How far ahead of the server's clock a scanner's clock may run: a scan time beyond it is refused. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;
/** Until it has been printed, a cancelled production's blank goes back to stock. */
const PRINTING = PRODUCTION_STEPS.indexOf('Printing');
const UnknownErrorCode = () => BadField('errors', 'unknown_error_code', 'This error code does not exist for this station.');
const stepOf = (p: ProductionRow) => ((p.status === 'On Hold' || p.status === 'Error' ? p.resumeStatus : p.status) ?? 'To Do') as ProductionStep;

/**
 * A production's moves: scans station by station, errors (rework, reproduction, held for the
 * design), their removal and the cancel of its order. Each runs in one transaction under the
 * production's row lock, so two scanners racing on one production make one move.
 */
@Injectable()
export class ProductionFlow {
  constructor(
    private readonly repo: ManufacturingRepository,
    private readonly stock: StockService,
    private readonly events: EventsService,
    @Inject(ENV) private readonly env: Env,
  ) {}

  /**
   * The time a scan happened: now, or the one the offline queue kept, which must lie within the
   * offline window (SCAN_OFFLINE_WINDOW_HOURS) and not ahead of now beyond a small clock skew; a
   * forged or broken clock would otherwise become the step's time (and the report's averages).
   */
  scanTime(sent: Date | null | undefined, now = Date.now()): Date {
    if (!sent) return new Date(now);
    if (sent.getTime() > now + SCAN_CLOCK_SKEW_MS) throw ScanInFuture();
    if (sent.getTime() < now - this.env.SCAN_OFFLINE_WINDOW_HOURS * 3_600_000) throw ScanTooOld(this.env.SCAN_OFFLINE_WINDOW_HOURS);
    return sent;
  }

  /** The station a caller scans at: their role's; root and super_root name it. */
  stationOf(auth: AuthContext, station: string | null | undefined): Exclude<ProductionStep, 'To Do'> {
    const own = ROLE_STEP[auth.user.role as keyof typeof ROLE_STEP];
    if (own) return own;
    if (!checkRoles(auth.user, ['root'])) throw Forbidden('Only a station worker scans productions.');
    if (!station) throw BadField('station', 'station_required', 'Choose the station you are scanning for.');
    return station as Exclude<ProductionStep, 'To Do'>;
  }

  /**
   * mrpProductNextProcessStep: the station's worker sends the production to its next step. The hot
   * path of the factory floor, in two prepared statements inside one transaction: the first checks
   * the caller works at the factory (`x-manufacture`), locks the production and reads whether this
   * station just scanned it; the second writes the status, the step, the timeline row, the outbox
   * event and (at the first station) the blank taken from stock. The answer is built from the rows
   * in hand.
   */
  async scan(auth: AuthContext, manufactureHeader: string | undefined, input: ScanProductionInput, audit?: AuditCte): Promise<ScanOutcome> {
    if (!manufactureHeader) throw BadField('x-manufacture', 'required', 'Open a manufacture first (the x-manufacture header).');
    const station = this.stationOf(auth, input.station);
    const scannedAt = this.scanTime(input.scanned_at);
    const anyFactory = checkRoles(auth.user, ['root']);
    let deliver: string[] = [];
    const outcome = await this.repo.transaction(async (tx): Promise<ScanOutcome> => {
      const lock = await this.repo.scanLock(tx, {
        manufactureId: manufactureHeader,
        ref: input._id,
        userId: auth.user.id,
        anyFactory,
        station,
        scannedAt,
        windowMs: SAME_SCAN_MS,
      });
      if (!lock.worksHere) throw anyFactory ? NotFound('Manufacture') : Forbidden('You do not work at this manufacture.');
      const p = lock.production;
      if (!p) throw NotFound('Production');
      const from = p.status as ProductionStatus;
      const unchanged = (reason: string): ScanOutcome => ({ production: p, changed: false, from, to: from, reason });
      if (lock.scannedNear) return unchanged('already_scanned');
      // From To Do the first station takes it in; otherwise the station it waits at sends it on (the station screens refuse by the same rule).
      const scanned = stationScanOf(p.route, from, station);
      if (scanned === 'blocked') throw ProductionBlocked(p.code, from);
      if (scanned === 'not_on_route') throw NotOnRoute(p.code, station);
      if (scanned === 'passed') return unchanged('already_scanned');
      if (scanned === 'out_of_order') throw OutOfOrder(p.code, from, station);
      const starts = scanned === 'starts';
      const to = starts ? station : nextStep(p.route, from as ProductionStep);
      // At Packing it waits for its box package.
      if (!to) return unchanged('at_end');
      const params = new Params();
      const timeline = productionMachine.fireCte('tl', { entityId: p.id, from, transition: advanceTo(to), actor: auth, context: { route: p.route } }, params);
      // The counts push: delivered by this process within a tick, with the other scans of that tick.
      const event = this.events.recordSoonCtes('ev', 'production.changed', { manufactureIds: [p.manufactureId] }, params);
      const takesBlank = starts && !p.blankTaken;
      const blank = takesBlank ? this.stock.changeCtes('stk', this.blankChange(p, -1, auth.actorId), params) : null;
      const audited = audit?.('aud', params);
      const written = await this.repo.scanWrite(
        tx,
        {
          productionId: p.id,
          from,
          to,
          takesBlank,
          passed: starts ? null : from,
          step: { id: newId(), station, workerId: auth.user.id, scannedAt },
          ctes: [timeline.cte, ...event.ctes, ...(blank?.ctes ?? []), ...(audited ? [audited] : [])],
          checks: [event.check, ...(blank ? [blank.check] : [])],
        },
        params,
      );
      if (!written.checked) throw await this.stock.refusal(tx, this.blankChange(p, -1, auth.actorId));
      deliver = event.deliver;
      return { production: written.production, changed: true, from, to, reason: null };
    });
    this.events.deliverSoon(deliver);
    return outcome;
  }

  /**
   * reportMrpError: records the errors at the step the production is at, then: a code that ruins the
   * blank makes a reproduction (this one kept as Error); a design error holds it for the seller's
   * design; otherwise it goes back to the earliest step that must redo it.
   */
  reportError(auth: AuthContext, manufactureId: string, input: ReportProductionErrorInput, codes: ReadonlyMap<number, ProductionErrorCodeRow>) {
    const chosen = input.errors.map((c) => codes.get(c));
    if (chosen.some((c) => !c?.active)) throw UnknownErrorCode();
    const errors = chosen as ProductionErrorCodeRow[];
    return this.repo.transaction(async (tx) => {
      const p = await this.locked(tx, manufactureId, input._id);
      if (p.status === 'Cancelled' || p.status === 'Error') throw ProductionBlocked(p.code, p.status);
      const step = stepOf(p);
      // A station reports its own codes only: a worker's station is their role's, root reports at the unit's step.
      const station = ROLE_STEP[auth.user.role as keyof typeof ROLE_STEP] ?? step;
      if (errors.some((e) => errorStation(e.step) !== errorStation(station))) throw UnknownErrorCode();
      await this.repo.insertErrors(
        errors.map((e) => ({ productionId: p.id, code: e.code, step, note: input.note ?? null, reporterId: auth.user.id })),
        tx,
      );
      await this.events.record(tx, 'production.error', {
        productionId: p.id,
        code: p.code,
        orderId: p.orderId,
        manufactureId: p.manufactureId,
        step,
        errors: errors.map((e) => e.code),
        note: input.note ?? null,
        reporterId: auth.user.id,
      });
      const fire = (transition: Parameters<typeof productionMachine.fire>[1]['transition']) =>
        productionMachine.fire(tx, { entityId: p.id, from: p.status, transition, actor: auth, note: input.note, context: { route: p.route } });
      let production = p;
      if (errors.some((e) => e.reproduce)) {
        await fire('fail');
        production = await this.repo.update(p.id, { status: 'Error', resumeStatus: step }, tx);
        await this.repo.insertMany([this.reproductionOf(p)], tx);
      } else if (errors.some((e) => e.key === 'design_error')) {
        if (p.status !== 'On Hold') await fire('hold');
        production = await this.repo.update(p.id, { status: 'On Hold', resumeStatus: step }, tx);
      } else {
        const redo = PRODUCTION_STEPS.find((s) => errors.some((e) => e.redo === s) && p.route.includes(s));
        if (redo && p.status !== 'On Hold' && PRODUCTION_STEPS.indexOf(redo) < PRODUCTION_STEPS.indexOf(step)) {
          await fire(backTo(redo));
          production = await this.repo.update(p.id, { status: redo }, tx);
        }
      }
      await this.changed(tx, p.manufactureId);
      return production;
    });
  }

  /** mrpProductRemoveError: resolves the open errors; a held or failed production returns to where it was. */
  removeErrors(auth: AuthContext, manufactureId: string, ref: string): Promise<ProductionRow> {
    return this.repo.transaction(async (tx) => {
      const p = await this.locked(tx, manufactureId, ref);
      await this.repo.resolveErrors(p.id, tx);
      if ((p.status !== 'On Hold' && p.status !== 'Error') || !p.resumeStatus) return p;
      const to = p.resumeStatus as ProductionStep;
      await productionMachine.fire(tx, { entityId: p.id, from: p.status, transition: resumeTo(to), actor: auth, context: { route: p.route } });
      await this.changed(tx, p.manufactureId);
      return this.repo.update(p.id, { status: to, resumeStatus: null }, tx);
    });
  }

  /** updateMrpProducts' hold: holds productions at a step, or returns held ones to where they were. */
  async setHold(tx: Tx, auth: AuthContext, rows: readonly ProductionRow[], hold: boolean): Promise<void> {
    const moving = rows.filter((p) => (hold ? (PRODUCTION_STEPS as readonly string[]).includes(p.status) : p.status === 'On Hold'));
    await productionMachine.fireMany(
      tx,
      moving.map((p) => ({
        entityId: p.id,
        from: p.status,
        transition: hold ? ('hold' as const) : resumeTo(stepOf(p)),
        actor: auth,
        context: { route: p.route },
      })),
    );
    for (const p of moving) await this.repo.update(p.id, hold ? { status: 'On Hold', resumeStatus: p.status } : { status: stepOf(p), resumeStatus: null }, tx);
  }

  /** Its order was cancelled or refunded: its productions are, and blanks not yet printed go back to stock. */
  async cancelOrder(tx: Tx, orderId: string): Promise<void> {
    const live = await this.repo.liveOfOrder(orderId, tx);
    if (!live.length) return;
    await productionMachine.fireMany(
      tx,
      live.map((p) => ({ entityId: p.id, from: p.status, transition: 'cancel' as const, actor: null, context: { route: p.route } })),
    );
    for (const p of live) {
      const giveBack = p.blankTaken && PRODUCTION_STEPS.indexOf(stepOf(p)) < PRINTING;
      if (giveBack)
        await this.stock.change(tx, {
          variantId: p.variantId,
          quantity: 1,
          action: 'production',
          source: 'manufacturing',
          orderId: p.orderId,
          productionId: p.id,
          reason: `Production ${p.code} cancelled before printing`,
        });
      await this.repo.update(p.id, { status: 'Cancelled', ...(giveBack && { blankTaken: false }) }, tx);
    }
    await this.changed(tx, ...new Set(live.map((p) => p.manufactureId)));
  }

  async changed(tx: Tx, ...manufactureIds: string[]): Promise<void> {
    await this.events.record(tx, 'production.changed', { manufactureIds });
  }

  private async locked(tx: Tx, manufactureId: string, ref: string): Promise<ProductionRow> {
    const p = await this.repo.lockAt(manufactureId, ref, tx);
    if (!p) throw NotFound('Production');
    return p;
  }

  /** The blank of a production taken from (-1) or given back to (+1) its variant's stock. */
  private blankChange(p: ProductionRow, quantity: number, actorId: string | null): StockChange {
    return {
      variantId: p.variantId,
      quantity,
      action: 'production',
      source: 'manufacturing',
      changedBy: actorId,
      orderId: p.orderId,
      productionId: p.id,
      reason: `Production ${p.code}`,
    };
  }

  /** A new production of the same unit, waiting in To Do; its blank is taken again at its first station. */
  private reproductionOf(p: ProductionRow) {
    const { createdAt: _c, updatedAt: _u, ...rest } = p;
    return {
      ...rest,
      id: newId(),
      code: newProductionCode(),
      status: 'To Do',
      resumeStatus: null,
      batchId: null,
      blankTaken: false,
      reproductionOf: p.id,
      note: null,
    };
  }
}
