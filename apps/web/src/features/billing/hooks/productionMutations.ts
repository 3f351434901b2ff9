import { useMutation } from '@apollo/client/react';
import { MAKE_PRODUCTION_INVOICE } from '../production.graphql';

// The billing mutations of production.graphql.ts, one hook each (apart from hooks/mutations.ts, so a screen loads only the documents of its part).
export const useMakeProductionInvoice = () => useMutation(MAKE_PRODUCTION_INVOICE);
