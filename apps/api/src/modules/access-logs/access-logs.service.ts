import { Injectable, Logger } from '@nestjs/common';
import { ACCESS_LOG_COUNT_CAP, dmyRangeToIso, type BlockedLogFilterInput, type TokenAccessLogFilterInput, type UnblockInput } from '@pod/shared';
import { keysetChunks } from '../../platform/common/keyset';
import { LOGIN_KEYS } from '../../platform/auth/login-keys';
import { RateLimitService } from '../../platform/auth/rate-limit.service';
import {
  AccessLogsRepository,
  type AccessLogName,
  type BlockedLogFilter,
  type BlockedLogRow,
  type TokenAccessLogFilter,
  type TokenAccessLogRow,
} from './access-logs.repository';

export type { BlockedLogRow, TokenAccessLogRow, BlockedLogFilter, TokenAccessLogFilter };

/** A page of a list (common/paging's Paging, spelled out: importing it would close an import cycle through the access guard). */
type Paging = { perPage: number; offset: number };

export interface UnblockResult {
  /** Counters and locks dropped (0: nothing was blocked). */
  cleared: number;
}

/** A day range as dates and as the counters' UTC days, when it is whole days (it always is: DD-MM-YYYY). */
function rangeOf(input: { start?: string; end?: string }): { start?: Date; end?: Date; fromDay?: string; toDay?: string } {
  if (!input.start && !input.end) return {};
  const range = dmyRangeToIso(input.start, input.end);
  return {
    start: range.start ? new Date(range.start) : undefined,
    end: range.end ? new Date(range.end) : undefined,
    fromDay: range.start?.slice(0, 10),
    toDay: range.end?.slice(0, 10),
  };
}

/**
 * The API Logs and Blocked Logs: the writers (the access guard, the shop webhooks, sign-in) add rows
 * through this service; the screens list, count and export them; unblocking lifts sign-in locks.
 */
@Injectable()
export class AccessLogsService {
  private readonly logger = new Logger(AccessLogsService.name);

  constructor(
    private readonly repo: AccessLogsRepository,
    private readonly limits: RateLimitService,
  ) {}

  // ------------------------------------------------------------ writing (auth and webhooks call these)

  /** One request made with an integration token; a failed write is logged, never fails the request. */
  async recordTokenUse(entry: { userId: string | null; tokenPrefix: string | null; operation: string; ip: string | null; outcome: string }): Promise<void> {
    try {
      await this.repo.addTokenUse({ ...entry, operation: entry.operation.slice(0, 200), ip: entry.ip?.slice(0, 64) ?? null });
    } catch (e) {
      this.logger.warn(`token access log failed: ${String(e)}`);
    }
  }

  /** One refused sign-in attempt. */
  async recordBlocked(entry: { ip: string | null; email: string; reason: string }): Promise<void> {
    await this.repo.addBlocked(entry);
  }

  // ------------------------------------------------------------ reading

  tokenFilterOf(input: TokenAccessLogFilterInput): TokenAccessLogFilter & { fromDay?: string; toDay?: string } {
    return {
      userId: input.user_id,
      tokenPrefix: input.token,
      operation: input.operation,
      outcome: input.outcome,
      ip: input.ip,
      ...rangeOf(input),
    };
  }

  blockedFilterOf(input: BlockedLogFilterInput): BlockedLogFilter & { fromDay?: string; toDay?: string } {
    return { email: input.email?.toLowerCase(), ip: input.ip, reason: input.reason, ...rangeOf(input) };
  }

  tokenPage({ fromDay: _f, toDay: _t, ...filter }: TokenAccessLogFilter & { fromDay?: string; toDay?: string }, paging: Paging): Promise<TokenAccessLogRow[]> {
    return this.repo.tokenPage(filter, paging.perPage, paging.offset);
  }

  blockedPage({ fromDay: _f, toDay: _t, ...filter }: BlockedLogFilter & { fromDay?: string; toDay?: string }, paging: Paging): Promise<BlockedLogRow[]> {
    return this.repo.blockedPage(filter, paging.perPage, paging.offset);
  }

  /**
   * The list's total, cheap at any size: with no filter but days, a sum over the trigger-kept day
   * counters (exact); with a filter, a count on that filter's index that stops at ACCESS_LOG_COUNT_CAP.
   */
  countToken({ fromDay, toDay, ...filter }: TokenAccessLogFilter & { fromDay?: string; toDay?: string }): Promise<number> {
    const { start: _s, end: _e, ...narrowing } = filter;
    if (!Object.values(narrowing).some(Boolean)) return this.repo.countedDays('token_access_logs', fromDay, toDay);
    return this.repo.countToken(filter, ACCESS_LOG_COUNT_CAP);
  }

  countBlocked({ fromDay, toDay, ...filter }: BlockedLogFilter & { fromDay?: string; toDay?: string }): Promise<number> {
    const { start: _s, end: _e, ...narrowing } = filter;
    if (!Object.values(narrowing).some(Boolean)) return this.repo.countedDays('blocked_logs', fromDay, toDay);
    return this.repo.countBlocked(filter, ACCESS_LOG_COUNT_CAP);
  }

  /** Export chunks, newest first by keyset. */
  tokenChunks(
    { fromDay: _f, toDay: _t, ...filter }: TokenAccessLogFilter & { fromDay?: string; toDay?: string },
    size: number,
  ): AsyncIterable<TokenAccessLogRow[]> {
    return keysetChunks<TokenAccessLogRow>((after, n) => this.repo.tokenAfter(filter, after, n), size);
  }

  blockedChunks({ fromDay: _f, toDay: _t, ...filter }: BlockedLogFilter & { fromDay?: string; toDay?: string }, size: number): AsyncIterable<BlockedLogRow[]> {
    return keysetChunks<BlockedLogRow>((after, n) => this.repo.blockedAfter(filter, after, n), size);
  }

  countOf(log: AccessLogName): Promise<number> {
    return this.repo.countedDays(log);
  }

  // ------------------------------------------------------------ unblocking

  /**
   * Lifts sign-in locks and forgets their failures: an account from every address, an address for
   * every account (and its own lock), or one pair and its address when both are given.
   */
  async unblock(input: UnblockInput): Promise<UnblockResult> {
    const email = input.email?.toLowerCase();
    const ip = input.ip;
    let cleared = 0;
    const reset = async (key: string) => {
      const before = await this.limits.lockedFor(key);
      await this.limits.reset(key);
      if (before > 0) cleared++;
    };
    if (ip && email) {
      await reset(LOGIN_KEYS.pair(ip, email));
      await reset(LOGIN_KEYS.address(ip));
    } else if (ip) {
      await reset(LOGIN_KEYS.address(ip));
      cleared += await this.limits.resetMatching(LOGIN_KEYS.pairPrefix(ip), '');
    } else if (email) {
      cleared += await this.limits.resetMatching('login:pair:', `:${email}`);
    }
    return { cleared };
  }
}
