import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { FulfilmentStatus, MakeFulfilmentInput } from '@pod/shared';
import { ENV, type Env } from '../../platform/config/env';
import type { DbOrTx } from '../../platform/db/database';
import { BadField, NotFound } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import type { Paging } from '../../platform/common/paging';
import { SecretBox, secretHint } from '../../platform/common/secret-box';
import type { Actor } from '../../platform/common/state-machine';
import { STORAGE, type StorageDriver } from '../../platform/storage/storage.driver';
import { TimelineService } from '../../platform/timeline/timeline.service';
import { CsvFileAdapter } from './csv-file.adapter';
import { fulfilmentStatusMachine, transitionTo } from './fulfilment-status.machine';
import { toFulfilmentModel, type FulfilmentModel } from './fulfilments.models';
import { FulfilmentsRepository, type FulfilmentFilter, type NewFulfilmentRow } from './fulfilments.repository';
import type { ProviderAdapter, ProviderOrderLine, ProviderResult, ProviderTracking } from './provider-adapter';

/** Accounts at outside print providers: credentials sealed at rest, status through its machine, orders out and tracking in through an adapter. */
@Injectable()
export class FulfilmentsService implements OnModuleInit {
  private readonly box: SecretBox;
  private readonly adapter: ProviderAdapter = new CsvFileAdapter();

  constructor(
    private readonly repo: FulfilmentsRepository,
    @Inject(ENV) env: Env,
    @Inject(STORAGE) private readonly storage: StorageDriver,
    private readonly timeline: TimelineService,
  ) {
    this.box = new SecretBox(env.CREDENTIALS_SECRET, 'fulfilment-credentials');
  }

  onModuleInit(): void {
    // Provider accounts are staff's (fulfillments: view reads every one): the account must exist.
    this.timeline.restrict('fulfilment', async (_auth, id) => !!(await this.repo.findById(id)));
  }

  async list(filter: FulfilmentFilter, paging: Paging): Promise<{ items: FulfilmentModel[]; total: number }> {
    const [rows, total] = await Promise.all([this.repo.page(filter, paging.perPage, paging.offset), this.repo.count(filter)]);
    return { items: rows.map(toFulfilmentModel), total };
  }

  /** Where orders can be routed: the live accounts with their presets and the default flag. */
  async routable(tx?: DbOrTx): Promise<Array<{ id: string; name: string; provider: string; presetIds: string[]; isDefault: boolean; routing: string }>> {
    return (await this.repo.live(tx)).map((a) => ({
      id: a.id,
      name: a.name,
      provider: a.provider,
      presetIds: a.presetIds,
      isDefault: a.isDefault,
      routing: a.routing,
    }));
  }

  /** Creates (no _id, status valid) or updates an account; a status change goes through the machine, in the same transaction. */
  async make(input: MakeFulfilmentInput, actor: Actor): Promise<FulfilmentModel> {
    const values: Partial<NewFulfilmentRow> = {
      ...(input.name != null && { name: input.name }),
      ...(input.provider != null && { provider: input.provider }),
      ...(input.account !== undefined && { account: input.account }),
      ...(input.credentials && { credentialsEnc: this.box.seal(input.credentials), credentialsHint: secretHint(input.credentials) }),
      ...(input.private != null && { private: input.private }),
      ...(input.routing != null && { routing: input.routing }),
      ...(input.is_default != null && { isDefault: input.is_default }),
      ...(input.preset_ids != null && { presetIds: input.preset_ids }),
    };
    const id = await this.repo.transaction(async (tx) => {
      const id = input._id ?? newId();
      if (input.is_default) await this.repo.clearDefault(id, tx);
      if (!input._id) {
        if (input.status === 'trash') throw BadField('status', 'transition_not_allowed', 'A new account cannot start in the trash.');
        await this.repo.insert(
          { id, name: input.name!, provider: input.provider!, credentialsEnc: '', credentialsHint: '', ...values, status: input.status ?? 'valid' },
          tx,
        );
        return id;
      }
      const current = await this.repo.findById(id, tx, true);
      if (!current) throw NotFound('Fulfilment account');
      let status = current.status;
      if (input.status && input.status !== current.status)
        status = await fulfilmentStatusMachine.fire(tx, {
          entityId: id,
          from: current.status,
          transition: transitionTo(current.status, input.status as FulfilmentStatus),
          actor,
        });
      await this.repo.update(id, { ...values, status, ...(status === 'trash' && { isDefault: false }) }, tx);
      return id;
    });
    return toFulfilmentModel((await this.repo.findById(id))!);
  }

  async trash(id: string, actor: Actor): Promise<FulfilmentModel> {
    await this.repo.transaction(async (tx) => {
      const current = await this.repo.findById(id, tx, true);
      if (!current) throw NotFound('Fulfilment account');
      const status = await fulfilmentStatusMachine.fire(tx, { entityId: id, from: current.status, transition: 'trash', actor });
      await this.repo.update(id, { status, isDefault: false }, tx);
    });
    return toFulfilmentModel((await this.repo.findById(id))!);
  }

  /** The account's credentials in clear, for an adapter about to call its provider. Never sent to a client. */
  async credentialsOf(id: string): Promise<string> {
    const row = await this.repo.findById(id);
    if (!row) throw NotFound('Fulfilment account');
    return this.box.open(row.credentialsEnc);
  }

  /** Writes the provider's order file for these lines to storage and answers its key; only a live (valid) account is sent orders. */
  async writeOrderFile(id: string, lines: readonly ProviderOrderLine[], tx?: DbOrTx): Promise<string> {
    const account = await this.repo.findById(id, tx);
    if (account?.status !== 'valid') throw NotFound('Fulfilment account');
    const file = this.adapter.orderFile(lines);
    const key = `fulfilments/${id}/${newId()}-${file.filename}`;
    await this.storage.write(key, file.body, file.contentType);
    return key;
  }

  /** Reads a provider's result file for a (not trashed) account: its good rows, and each bad row with why. */
  async readResultFile(id: string, body: Buffer): Promise<ProviderResult> {
    const account = await this.repo.findById(id);
    if (!account || account.status === 'trash') throw NotFound('Fulfilment account');
    return this.adapter.readResultFile(body);
  }

  /** Keeps the tracking numbers of accepted result rows, in the import's transaction (one per account, order and number). */
  async recordTracking(id: string, rows: readonly ProviderTracking[], tx: DbOrTx): Promise<void> {
    await this.repo.insertTracking(
      rows.map((t) => ({ id: newId(), fulfilmentId: id, orderRef: t.order_ref, trackingNumber: t.tracking_number, carrier: t.carrier })),
      tx,
    );
  }

  /** Account names by id (a page's few accounts, one read). */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    return new Map((await this.repo.byIds(ids)).map((a) => [a.id, a.name]));
  }
}
