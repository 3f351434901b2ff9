import type { ApolloServerPlugin } from '@apollo/server';
import { totalOf } from '../paging';

/** Copies the list total recorded by `setTotal` into the answer's `extensions.total`. */
export const pagingTotalPlugin: ApolloServerPlugin<object> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const total = totalOf(contextValue);
        if (total === undefined || response.body.kind !== 'single') return;
        const result = response.body.singleResult;
        result.extensions = { ...result.extensions, total };
      },
    };
  },
};
