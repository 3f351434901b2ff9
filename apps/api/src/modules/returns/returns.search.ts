import { Injectable, type OnModuleInit } from '@nestjs/common';
import { checkRoles, hasPermission, returnCode, returnFilterInput } from '@pod/shared';
import { parseInput } from '../../platform/common/validation';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { ReturnsService } from './returns.service';

/** A request's code as typed in the navbar: "RR-000040", "rr-40", "RR40". */
const RETURN_CODE = /^RR-?\d{1,12}$/i;

/**
 * Return requests in the navbar's search, by code; a seller finds only their own. Staff open the
 * request's drawer, a seller the order it is shown on (sellers have no Return & Replacement screen).
 */
@Injectable()
export class ReturnsSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly returns: ReturnsService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'returns',
      // The list's own rule (returns.resolver.ts VIEW).
      access: (auth) => hasPermission(auth.permissions, 'return_replacement', 'view') || checkRoles(auth.user, ['sale']),
      find: async (auth, term, limit) => {
        if (!RETURN_CODE.test(term.trim())) return [];
        const rows = await this.returns.page(this.returns.filterFor(auth, parseInput(returnFilterInput, { search: term.trim() })), {
          page: 1,
          perPage: limit,
          offset: 0,
        });
        const screen = hasPermission(auth.permissions, 'return_replacement', 'view');
        return rows.map((r) => ({
          title: returnCode(r.number),
          subtitle: `#${r.orderNumber}`,
          link: screen ? `/rar/all?open=${r.id}` : `/orders/${r.orderId}`,
        }));
      },
    });
  }
}
