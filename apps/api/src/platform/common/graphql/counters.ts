import { Field, Int, ObjectType } from '@nestjs/graphql';

export type Counters<K extends string> = Record<K, number>;

/**
 * A GraphQL object type `name` with one Int field per key: the counts of a screen's tabs, its keys
 * taken from the status list the tabs are made from, so a new status gets its count field.
 */
export function countersType<const K extends string>(name: string, keys: readonly K[]): new () => Counters<K> {
  class CountersModel {}
  for (const key of keys) Field(() => Int)(CountersModel.prototype, key);
  ObjectType(name)(CountersModel);
  return CountersModel as new () => Counters<K>;
}
