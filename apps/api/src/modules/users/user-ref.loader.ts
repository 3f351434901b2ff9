import { Injectable } from '@nestjs/common';
import { UserRefModel } from './users.models';
import { byKeys, loadersOf } from '../../platform/common/loaders';
import { UsersRepository } from './users.repository';

/** Users by id through the request's DataLoader: a list of N rows with a user each costs one query. */
@Injectable()
export class UserRefLoader {
  constructor(private readonly users: UsersRepository) {}

  load(ctx: object, id: string | null | undefined): Promise<UserRefModel | null> {
    if (!id) return Promise.resolve(null);
    return this.loader(ctx).load(id);
  }

  /** A user the request already knows (the caller): a list of their own rows needs no query for them. */
  prime(ctx: object, user: { id: string; email: string; name: string; role: string }): void {
    this.loader(ctx).prime(user.id, { _id: user.id, email: user.email, name: user.name, role: user.role });
  }

  private loader(ctx: object) {
    return loadersOf(ctx).get<string, UserRefModel | null>('users.ref', async (ids) => {
      const rows = await this.users.findRefsByIds(ids);
      return byKeys(ids, rows, (r) => r._id);
    });
  }

  /** Several users at once (a page's creators), in the order of `ids`; null where there is no user. */
  loadMany(ctx: object, ids: ReadonlyArray<string | null | undefined>): Promise<Array<UserRefModel | null>> {
    return Promise.all(ids.map((id) => this.load(ctx, id)));
  }
}
