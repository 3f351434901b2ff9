import { Injectable, type OnModuleInit } from '@nestjs/common';
import { blockedLogFilterInput, tokenAccessLogFilterInput } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { exportList, pickFilters, type ExportListDefinition } from '../../producers/exports/export-list';
import { ExportRegistry } from '../../producers/exports/exports.registry';
import { AccessLogsService, type BlockedLogRow, type TokenAccessLogRow } from './access-logs.service';

/** The list queries' filters. */
const TOKEN_FILTERS = { text: ['user_id', 'token', 'operation', 'outcome', 'ip', 'start', 'end'] };
const BLOCKED_FILTERS = { text: ['email', 'ip', 'reason', 'start', 'end'] };

type TokenFilter = ReturnType<AccessLogsService['tokenFilterOf']>;
type BlockedFilter = ReturnType<AccessLogsService['blockedFilterOf']>;

function tokenAccessLogsExport(service: AccessLogsService): ExportListDefinition {
  return exportList<TokenFilter, TokenAccessLogRow>({
    name: 'token_access_logs',
    access: { module: 'api_logs', action: 'view' },
    columns: [
      { key: 'created_at', date: true, value: (r) => r.createdAt },
      { key: 'user_id', width: 26, value: (r) => r.userId },
      { key: 'token_prefix', width: 20, value: (r) => r.tokenPrefix },
      { key: 'operation', width: 32, value: (r) => r.operation },
      { key: 'outcome', width: 14, value: (r) => r.outcome },
      { key: 'ip', width: 18, value: (r) => r.ip },
    ],
    parseFilters: (raw) => service.tokenFilterOf(parseInput(tokenAccessLogFilterInput, pickFilters(raw, TOKEN_FILTERS))),
    count: (filter) => service.countToken(filter),
    chunks: (filter, _caller, size) => service.tokenChunks(filter, size),
  });
}

function blockedLogsExport(service: AccessLogsService): ExportListDefinition {
  return exportList<BlockedFilter, BlockedLogRow>({
    name: 'blocked_logs',
    access: { module: 'blocked_logs', action: 'view' },
    columns: [
      { key: 'created_at', date: true, value: (r) => r.createdAt },
      { key: 'email', width: 32, value: (r) => r.email },
      { key: 'ip', width: 18, value: (r) => r.ip },
      { key: 'reason', width: 28, value: (r) => r.reason },
    ],
    parseFilters: (raw) => service.blockedFilterOf(parseInput(blockedLogFilterInput, pickFilters(raw, BLOCKED_FILTERS))),
    count: (filter) => service.countBlocked(filter),
    chunks: (filter, _caller, size) => service.blockedChunks(filter, size),
  });
}

/** Registers the API and blocked logs with the shared export pipeline. */
@Injectable()
export class AccessLogsTransfer implements OnModuleInit {
  constructor(
    private readonly exports: ExportRegistry,
    private readonly service: AccessLogsService,
  ) {}

  onModuleInit() {
    this.exports.register(tokenAccessLogsExport(this.service));
    this.exports.register(blockedLogsExport(this.service));
  }
}
