import { useMutation } from '@apollo/client/react';
import { MAKE_WEBHOOK_ENDPOINT, REPLAY_WEBHOOK_DELIVERY, SET_APP_CONFIG, TRASH_WEBHOOK_ENDPOINT } from '../graphql';

// The integrations screens' mutations, one hook each: components call these, never useMutation with a document.
export const useMakeWebhookEndpoint = () => useMutation(MAKE_WEBHOOK_ENDPOINT);
export const useReplayWebhookDelivery = () => useMutation(REPLAY_WEBHOOK_DELIVERY);
export const useSetAppConfig = () => useMutation(SET_APP_CONFIG);
export const useTrashWebhookEndpoint = () => useMutation(TRASH_WEBHOOK_ENDPOINT);
