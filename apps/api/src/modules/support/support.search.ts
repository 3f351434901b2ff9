import { Injectable, type OnModuleInit } from '@nestjs/common';
import { checkRoles, hasPermission, ticketCode, ticketFilterInput } from '@pod/shared';
import { isStaff } from '../../platform/auth/ownership';
import { parseInput } from '../../platform/common/validation';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { SupportService } from './support.service';

/** Tickets in the navbar's search, by code, order reference or subject; a seller finds only their own. */
@Injectable()
export class SupportSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly support: SupportService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'tickets',
      // The tickets list's own rule: staff with the tickets permission, and sellers.
      access: (auth) => hasPermission(auth.permissions, 'tickets', 'view') || checkRoles(auth.user, ['sale']),
      find: async (auth, term, limit) => {
        const rows = await this.support.page(this.support.filterFor(auth, parseInput(ticketFilterInput, { search: term })), {
          page: 1,
          perPage: limit,
          offset: 0,
        });
        const staff = isStaff(auth);
        return rows.map((t) => ({
          title: ticketCode(t.number),
          subtitle: t.subject,
          link: staff ? `/tickets/${t.id}` : `/support/${t.type}/${t.id}`,
        }));
      },
    });
  }
}
