import { Inject, Injectable } from '@nestjs/common';
import { serverText, type SaveStorageSettingsInput, type StorageDriverName } from '@pod/shared';
import { ENV, type Env } from '../../platform/config/env';
import { BadField, ConflictField } from '../../platform/common/errors';
import { newId } from '../../platform/common/ids';
import { SecretBox, secretHint } from '../../platform/common/secret-box';
import { StorageRouter, type StorageSettingsRow } from '../../platform/storage/storage-router';
import type { StorageConnectionTestModel, StorageSettingsModel } from './storage-settings.models';

const PROBE = 'pod storage connection test';

/** Where files are stored: the S3 settings (secret sealed at rest), which driver new files use, and a real round trip to test it. */
@Injectable()
export class StorageSettingsService {
  private readonly box: SecretBox;

  constructor(
    @Inject(ENV) env: Env,
    private readonly router: StorageRouter,
  ) {
    this.box = new SecretBox(env.CREDENTIALS_SECRET, 'storage-credentials');
  }

  async get(): Promise<StorageSettingsModel> {
    return this.toModel(await this.router.readSettings());
  }

  async save(input: SaveStorageSettingsInput): Promise<StorageSettingsModel> {
    const current = await this.router.readSettings();
    if (input.driver === 's3' && !input.s3_secret_access_key && !current?.s3SecretEnc)
      throw BadField('s3_secret_access_key', 'required', 'Please enter the secret access key.');
    // Files marked s3 are read through these settings: removing them would lose those files.
    if (current?.s3Bucket && !input.s3_bucket && (await this.router.files.anyOn('s3')))
      throw ConflictField('s3_bucket', 'files_stored', 'Files are stored on this S3 store: its settings cannot be removed.');
    const row = await this.router.saveSettings({
      driver: input.driver,
      s3Endpoint: input.s3_endpoint ?? null,
      s3Region: input.s3_region ?? null,
      s3Bucket: input.s3_bucket ?? null,
      s3AccessKeyId: input.s3_access_key_id ?? null,
      s3SecretEnc: input.s3_secret_access_key ? this.box.seal(input.s3_secret_access_key) : (current?.s3SecretEnc ?? null),
      s3ForcePathStyle: input.s3_force_path_style ?? true,
    });
    return this.toModel(row);
  }

  /** Writes, reads back and deletes an object through the real driver; answers the step that failed and why. */
  async testConnection(driverName: StorageDriverName): Promise<StorageConnectionTestModel> {
    const row = await this.router.readSettings();
    if (driverName === 's3' && !row?.s3Bucket) throw BadField('driver', 'required', 'Save the S3 settings before testing them.');
    const driver = driverName === 's3' ? this.router.s3FromSettings(row!) : this.router.local();
    const key = `connection-test/${newId()}.txt`;
    let step = 'write';
    try {
      await driver.write(key, Buffer.from(PROBE), 'text/plain');
      step = 'read';
      const back = (await driver.read(key)).toString();
      if (back !== PROBE) return { driver: driverName, ok: false, step, text: serverText('storage_read_back_differs') };
      step = 'delete';
      await driver.remove([key]);
      if (await driver.head(key)) return { driver: driverName, ok: false, step, text: serverText('storage_still_there') };
      return { driver: driverName, ok: true, step: 'done' };
    } catch (e) {
      return { driver: driverName, ok: false, step, text: serverText('storage_step_failed', { step, detail: this.safeMessage(e, row) }) };
    }
  }

  /** The driver's error, with the secret cut out should a store ever echo it. */
  private safeMessage(e: unknown, row: StorageSettingsRow | null): string {
    const text = `${(e as Error)?.name ?? 'Error'}: ${String((e as Error)?.message ?? e).slice(0, 300)}`;
    const secret = row?.s3SecretEnc ? this.box.open(row.s3SecretEnc) : null;
    return secret ? text.split(secret).join('••••') : text;
  }

  private toModel(row: StorageSettingsRow | null): StorageSettingsModel {
    const secret = row?.s3SecretEnc ? this.box.open(row.s3SecretEnc) : null;
    return {
      driver: row?.driver ?? this.router.boot.name,
      boot_driver: this.router.boot.name,
      s3_endpoint: row?.s3Endpoint ?? undefined,
      s3_region: row?.s3Region ?? undefined,
      s3_bucket: row?.s3Bucket ?? undefined,
      s3_access_key_id: row?.s3AccessKeyId ?? undefined,
      s3_secret_set: !!secret,
      s3_secret_hint: secret ? secretHint(secret) : undefined,
      s3_force_path_style: row?.s3ForcePathStyle ?? true,
      updated_at: row?.updatedAt,
    };
  }
}
