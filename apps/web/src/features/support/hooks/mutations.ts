import { useMutation } from '@apollo/client/react';
import { ASSIGN_TICKET, MAKE_TICKET, REPLY_TICKET, SET_TICKET_STATUS } from '../graphql';

// The support screens' mutations, one hook each: components call these, never useMutation with a document.
export const useAssignTicket = () => useMutation(ASSIGN_TICKET);
export const useMakeTicket = () => useMutation(MAKE_TICKET);
export const useReplyTicket = () => useMutation(REPLY_TICKET);
export const useSetTicketStatus = () => useMutation(SET_TICKET_STATUS);
