import { Inject, Injectable } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { createHash, createSecretKey, randomBytes, timingSafeEqual, type KeyObject } from 'node:crypto';
import { ENV, type Env } from '../config/env';

export type TokenKind = 'user' | 'super';
export interface TokenClaims {
  sub: string;
  sid: string;
  typ: TokenKind;
}

/** Signs and checks JWTs, and makes/hashes integration API tokens. */
@Injectable()
export class TokensService {
  /**
   * The HMAC key, made once: given a string, jsonwebtoken first tries to parse it as a PEM public
   * key on every call (about 1.4 ms a request on these machines) before falling back to a secret.
   */
  private readonly key: KeyObject;

  constructor(@Inject(ENV) env: Env) {
    this.key = createSecretKey(Buffer.from(env.JWT_SECRET, 'utf8'));
  }

  sign(claims: TokenClaims, ttlSeconds: number): string {
    return jwt.sign(claims, this.key, { algorithm: 'HS256', expiresIn: ttlSeconds, issuer: 'pod-api' });
  }

  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.key, { algorithms: ['HS256'], issuer: 'pod-api' });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (payload.typ !== 'user' && payload.typ !== 'super') return null;
      return { sub: payload.sub, sid: payload.sid, typ: payload.typ };
    } catch {
      return null;
    }
  }

  /** `pod_<prefix>_<secret>`: the prefix finds the row, the hash of the whole token proves it. */
  newApiToken(): { token: string; prefix: string; hash: string } {
    return this.mint('pod');
  }

  parseApiToken(token: string): { prefix: string } | null {
    return this.parse('pod', token);
  }

  /** A store's push token, `podst_<prefix>_<secret>`: made and hashed like an API token. */
  newStoreToken(): { token: string; prefix: string; hash: string } {
    return this.mint('podst');
  }

  parseStoreToken(token: string): { prefix: string } | null {
    return this.parse('podst', token);
  }

  private mint(kind: 'pod' | 'podst'): { token: string; prefix: string; hash: string } {
    const prefix = randomBytes(9).toString('base64url');
    const token = `${kind}_${prefix}_${randomBytes(32).toString('base64url')}`;
    return { token, prefix, hash: this.hashApiToken(token) };
  }

  private parse(kind: 'pod' | 'podst', token: string): { prefix: string } | null {
    const m = /^([a-z]+)_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$/.exec(token);
    return m && m[1] === kind ? { prefix: m[2] } : null;
  }

  /** API tokens carry 256 random bits, so a fast hash is as safe as a slow one and keeps requests fast. */
  hashApiToken(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }

  sameHash(a: string, b: string): boolean {
    const ba = Buffer.from(a, 'hex');
    const bb = Buffer.from(b, 'hex');
    return ba.length === bb.length && timingSafeEqual(ba, bb);
  }
}
