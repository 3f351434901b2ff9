import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets at rest (provider credentials, storage keys): AES-256-GCM with a key derived by HKDF
 * from CREDENTIALS_SECRET (validated at boot like JWT_SECRET). Stored as `v1.<iv>.<tag>.<data>`
 * in base64url; a changed or foreign ciphertext fails to open instead of answering garbage.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose = 'pod-credentials') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'pod-secret-box-v1', purpose, 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
  }

  open(sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/** What a screen may show of a secret: its last 4 characters behind dots ("••••a1b2"), nothing for short ones. */
export function secretHint(plain: string): string {
  return plain.length >= 12 ? `••••${plain.slice(-4)}` : '••••';
}
