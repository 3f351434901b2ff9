import { useMutation } from '@apollo/client/react';
import { APPROVE_DESIGN_REQUEST, MAKE_DESIGN_REQUEST, SET_DESIGN_REQUEST_STATUS, SUBMIT_DESIGN_REQUEST_FILES } from '../graphql';

// The design-requests screens' mutations, one hook each: components call these, never useMutation with a document.

/** The board's columns and counts read again after every change of a request. */
const refetchQueries = ['DesignRequests', 'DesignRequestCounters'];

export const useApproveDesignRequest = () => useMutation(APPROVE_DESIGN_REQUEST, { refetchQueries });
export const useMakeDesignRequest = () => useMutation(MAKE_DESIGN_REQUEST);
export const useSetDesignRequestStatus = () => useMutation(SET_DESIGN_REQUEST_STATUS, { refetchQueries });
export const useSubmitDesignRequestFiles = () => useMutation(SUBMIT_DESIGN_REQUEST_FILES, { refetchQueries });
