/** Return & Replacement: the staff list /rar/{filter} and "Request a return" for the order page. */
export { RequestReturn, type TicketForReturn } from './components/RequestReturn';

export const pages = {
  returns: () => import('./pages/ReturnsPage'),
};
