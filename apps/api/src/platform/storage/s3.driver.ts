import type * as S3 from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';
import { lazyRequire } from '../common/lazy-require';
import type { Env } from '../config/env';
import { assertKey, isValidKey, type ObjectInfo, type PutUrlOptions, type StorageDriver } from './storage.driver';

const GET_TTL_SECONDS = 24 * 3600;

const sdk = lazyRequire<typeof S3>('@aws-sdk/client-s3');
const presigner = lazyRequire<typeof S3Presigner>('@aws-sdk/s3-request-presigner');

/** Any S3-compatible store (AWS, MinIO, R2, s3rver); path-style addressing by default. */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3' as const;
  readonly client: S3.S3Client;
  readonly bucket: string;
  private readonly endpoint: URL | null;
  private readonly pathStyle: boolean;

  constructor(env: Env) {
    this.bucket = env.S3_BUCKET!;
    this.endpoint = env.S3_ENDPOINT ? new URL(env.S3_ENDPOINT) : null;
    this.pathStyle = env.S3_FORCE_PATH_STYLE === 'true';
    const { S3Client } = sdk();
    this.client = new S3Client({
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: this.pathStyle,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! },
      // Presigned PUTs must not demand a checksum header the browser cannot compute.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  putUrl(key: string, o: PutUrlOptions): Promise<string> {
    const command = new (sdk().PutObjectCommand)({ Bucket: this.bucket, Key: assertKey(key), ContentType: o.contentType, ContentLength: o.contentLength });
    return presigner().getSignedUrl(this.client, command, { expiresIn: o.expiresIn, signableHeaders: new Set(['content-type', 'content-length']) });
  }

  getUrl(key: string): Promise<string> {
    return presigner().getSignedUrl(this.client, new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: assertKey(key) }), { expiresIn: GET_TTL_SECONDS });
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const out = await this.client.send(new (sdk().HeadObjectCommand)({ Bucket: this.bucket, Key: assertKey(key) }));
      return { size: Number(out.ContentLength ?? 0), contentType: out.ContentType ?? null };
    } catch (e) {
      if (e instanceof sdk().S3ServiceException && (e.$metadata.httpStatusCode === 404 || e.name === 'NotFound' || e.name === 'NoSuchKey')) return null;
      throw e;
    }
  }

  async read(key: string): Promise<Buffer> {
    const out = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: assertKey(key) }));
    return Buffer.from(await out.Body!.transformToByteArray());
  }

  async readStart(key: string, bytes: number): Promise<Buffer> {
    const out = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: assertKey(key), Range: `bytes=0-${bytes - 1}` }));
    const buf = Buffer.from(await out.Body!.transformToByteArray());
    return buf.subarray(0, bytes);
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new (sdk().PutObjectCommand)({ Bucket: this.bucket, Key: assertKey(key), Body: body, ContentType: contentType, ContentLength: body.length }),
    );
  }

  async remove(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000).map((k) => ({ Key: assertKey(k) }));
      if (batch.length) await this.client.send(new (sdk().DeleteObjectsCommand)({ Bucket: this.bucket, Delete: { Objects: batch, Quiet: true } }));
    }
  }

  keyOfUrl(url: URL): string | null {
    if (!this.endpoint) return null;
    let key: string | null = null;
    if (this.pathStyle && url.origin === this.endpoint.origin && url.pathname.startsWith(`/${this.bucket}/`)) {
      key = url.pathname.slice(this.bucket.length + 2);
    } else if (!this.pathStyle && url.protocol === this.endpoint.protocol && url.host === `${this.bucket}.${this.endpoint.host}`) {
      key = url.pathname.slice(1);
    }
    return key && isValidKey(key) ? key : null;
  }

  async check(): Promise<void> {
    await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.bucket }));
  }
}
