import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { StorageDriverName } from '@pod/shared';
import type { PubSubEngine } from 'graphql-subscriptions';
import { SecretBox } from '../common/secret-box';
import { ENV, type Env } from '../config/env';
import { PUB_SUB, TOPICS } from '../realtime/topics';
import { LocalStorageDriver } from './local.driver';
import { S3StorageDriver } from './s3.driver';
import { BOOT_STORAGE, type StorageDriver, type UrlContext } from './storage.driver';
import { StorageSettingsRepository, type StorageSettingsRow, type StorageSettingsValues } from './storage-settings.repository';

export type { StorageSettingsRow, StorageSettingsValues };

/** How long a process trusts the settings it read, should the news of a save elsewhere not reach it. */
export const SETTINGS_TTL_MS = 30_000;

/** What the files module answers about where files are. */
export interface FileStorageSource {
  /** The driver each file (by id) was written to; files that do not exist are missing from the map. */
  storageOf(ids: readonly string[]): Promise<Map<string, StorageDriverName | null>>;
  /** Whether any file was written to this driver. */
  anyOn(name: StorageDriverName): Promise<boolean>;
}

interface Snapshot {
  driverForNew: StorageDriverName;
  s3: StorageDriver | null;
  readAt: number;
}

/**
 * Which driver holds an object. Files record the driver they were written to (`files.storage`,
 * chosen from the storage setting when made; null = the boot driver); every other object
 * (renders, exports, documents, fonts, catalogue media) is the system's and lives on the boot
 * driver. The settings are cached for SETTINGS_TTL_MS; a save makes every process (API instances,
 * workers) reread them at once through the pub/sub.
 */
@Injectable()
export class StorageRouter implements OnModuleInit, OnModuleDestroy {
  private readonly box: SecretBox;
  private localDriver: LocalStorageDriver | null = null;
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;
  private subscription: number | null = null;
  private generation = 0;
  private fileStorage: FileStorageSource | null = null;

  constructor(
    @Inject(BOOT_STORAGE) readonly boot: StorageDriver,
    private readonly settings: StorageSettingsRepository,
    @Inject(ENV) private readonly env: Env,
    @Inject(PUB_SUB) private readonly pubsub: PubSubEngine,
  ) {
    this.box = new SecretBox(env.CREDENTIALS_SECRET, 'storage-credentials');
  }

  async onModuleInit() {
    this.subscription = await this.pubsub.subscribe(
      TOPICS.storageSettingsSaved,
      () => {
        this.forget();
        void this.current().catch(() => undefined);
      },
      {},
    );
    // Before the first migration the table is missing: the first use reads the settings then.
    await this.current().catch(() => undefined);
  }

  /** The local driver: the boot one, or one on the same data dir and signing secret when the API booted on S3. */
  local(): LocalStorageDriver {
    if (this.boot instanceof LocalStorageDriver) return this.boot;
    return (this.localDriver ??= new LocalStorageDriver({ ...this.env, STORAGE_DRIVER: 'local' }));
  }

  /** The driver a file row names (null: the boot driver). */
  async of(name: StorageDriverName | null): Promise<StorageDriver> {
    if (!name) return this.boot;
    if (name === 'local') return this.local();
    const s3 = (await this.current()).s3;
    if (!s3) throw new Error('S3 storage is not configured (neither STORAGE_DRIVER=s3 nor saved storage settings).');
    return s3;
  }

  /** The driver new files are written to, as the storage setting says (the boot driver until it is saved). */
  async forNewFiles(): Promise<{ name: StorageDriverName; driver: StorageDriver }> {
    const name = (await this.current()).driverForNew;
    return { name, driver: await this.of(name) };
  }

  /**
   * The object key an URL of any of our drivers points at, with that driver; null for any other
   * URL. Never fetches; knows the S3 store of the settings last read (loaded at start).
   */
  keyOfUrl(url: URL, ctx?: UrlContext): { key: string; driver: StorageDriver } | null {
    const drivers = [this.boot, this.local(), this.snapshot?.s3].filter((d): d is StorageDriver => !!d);
    for (const driver of new Set(drivers)) {
      const key = driver.keyOfUrl(url, ctx);
      if (key) return { key, driver };
    }
    return null;
  }

  /** An S3 driver on saved settings (the connection test uses it before they are the setting). */
  s3FromSettings(row: StorageSettingsRow): S3StorageDriver {
    return new S3StorageDriver({
      ...this.env,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: row.s3Endpoint ?? undefined,
      S3_REGION: row.s3Region || 'us-east-1',
      S3_BUCKET: row.s3Bucket ?? '',
      S3_ACCESS_KEY_ID: row.s3AccessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: row.s3SecretEnc ? this.box.open(row.s3SecretEnc) : '',
      S3_FORCE_PATH_STYLE: row.s3ForcePathStyle ? 'true' : 'false',
    });
  }

  async onModuleDestroy() {
    if (this.subscription !== null) this.pubsub.unsubscribe(this.subscription);
  }

  /** The files module answers which driver holds a file (it owns the files table; storage sits below it). */
  serveFileStorageWith(source: FileStorageSource) {
    this.fileStorage = source;
  }

  /** Where files are, as the files module recorded it. */
  get files(): FileStorageSource {
    if (!this.fileStorage) throw new Error('File objects are reached through STORAGE in a process without the files module.');
    return this.fileStorage;
  }

  /** The saved settings as stored (the /storage screen's form). */
  readSettings(): Promise<StorageSettingsRow | null> {
    return this.settings.get();
  }

  /** Saves the settings; new files follow at once here, in other processes as soon as the pub/sub tells them. */
  async saveSettings(values: StorageSettingsValues): Promise<StorageSettingsRow> {
    const row = await this.settings.save(values);
    await this.refresh();
    return row;
  }

  /** After a save: this process rereads the settings now, the others when the news reaches them. */
  async refresh(): Promise<void> {
    this.forget();
    await this.pubsub.publish(TOPICS.storageSettingsSaved, {});
    await this.current();
  }

  /**
   * Marks the cached settings stale, and drops any read begun before now (it may predate the save).
   * Kept until reread: keyOfUrl still knows the S3 store meanwhile.
   */
  private forget() {
    this.generation++;
    if (this.snapshot) this.snapshot = { ...this.snapshot, readAt: -Infinity };
    this.loading = null;
  }

  private async current(): Promise<Snapshot> {
    if (this.snapshot && Date.now() - this.snapshot.readAt < SETTINGS_TTL_MS) return this.snapshot;
    const generation = this.generation;
    const loading = (this.loading ??= this.load());
    try {
      const snapshot = await loading;
      if (generation === this.generation) this.snapshot = snapshot;
      return snapshot;
    } finally {
      if (this.loading === loading) this.loading = null;
    }
  }

  private async load(): Promise<Snapshot> {
    const row = await this.settings.get();
    const fromSettings = row?.s3Bucket ? this.s3FromSettings(row) : null;
    return {
      driverForNew: (row?.driver as StorageDriverName | undefined) ?? this.boot.name,
      // Saved S3 settings win over the boot S3 store; either serves files marked s3.
      s3: fromSettings ?? (this.boot.name === 's3' ? this.boot : null),
      readAt: Date.now(),
    };
  }
}
