import { Injectable } from '@nestjs/common';
import { Field, ID, ObjectType } from '@nestjs/graphql';
import { byKeys, loadersOf } from '../common/loaders';
import { UsersRepository } from './users.repository';

/** Who did something (a creator, an actor): enough to show and link a user. */
@ObjectType('UserRef')
export class UserRefModel {
  @Field(() => ID) _id: string;
  @Field() email: string;
  @Field() name: string;
}

/** Users by id through the request's DataLoader: a list of N rows with a user each costs one query. */
@Injectable()
export class UserRefLoader {
  constructor(private readonly users: UsersRepository) {}

  load(ctx: object, id: string | null | undefined): Promise<UserRefModel | null> {
    if (!id) return Promise.resolve(null);
    return loadersOf(ctx)
      .get<string, UserRefModel | null>('users.ref', async (ids) => {
        const rows = await this.users.findRefsByIds(ids);
        return byKeys(ids, rows, (r) => r._id);
      })
      .load(id);
  }
}
