import { useMutation } from '@apollo/client/react';
import { RESEND_PROVIDER_LINE } from '../graphql';

// The mrp-provider screens' mutations, one hook each: components call these, never useMutation with a document.
export const useResendProviderLine = () => useMutation(RESEND_PROVIDER_LINE);
