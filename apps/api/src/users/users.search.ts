import { Injectable, type OnModuleInit } from '@nestjs/common';
import { SearchGroupRegistry } from '../search/search-groups';
import { UsersAdminService } from './users-admin.service';

/** Users in the navbar's search, by name, email or identity, for those who may view users. */
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
        (await this.users.quickSearch(term, limit)).map((u) => ({
          title: u.name,
          subtitle: u.email,
          link: `/users/all?search=${encodeURIComponent(u.email)}`,
        })),
    });
  }
}
