import { Injectable, type OnModuleInit } from '@nestjs/common';
import { hasPermission } from '@pod/shared';
import { isStaff } from '../../platform/auth/ownership';
import { SearchGroupRegistry } from '../../producers/search/search-groups';
import { UsersAdminService } from './users-admin.service';

/**
 * Users in the navbar's search, by name, email or identity: for those who may view users, each opens
 * its user page; for staff who work orders, sellers too, each opening that seller's orders.
 */
@Injectable()
export class UsersSearch implements OnModuleInit {
  constructor(
    private readonly registry: SearchGroupRegistry,
    private readonly users: UsersAdminService,
  ) {}

  onModuleInit() {
    this.registry.register({
      key: 'users',
      access: [{ module: 'users', action: 'view' }],
      find: async (_auth, term, limit) =>
        (await this.users.quickSearch(term, limit)).map((u) => ({ title: u.name, subtitle: u.email, link: `/users/all/${u.id}` })),
    });
    this.registry.register({
      key: 'sellers',
      access: (auth) => isStaff(auth) && hasPermission(auth.permissions, 'orders', 'view'),
      find: async (_auth, term, limit) =>
        (await this.users.quickSearch(term, limit, 'sale')).map((u) => ({
          title: u.name || u.email,
          subtitle: u.email,
          link: `/orders?${new URLSearchParams({ status: 'All', seller_id: u.id })}`,
        })),
    });
  }
}
