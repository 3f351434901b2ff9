/** Support: the staff Tickets list, the seller's /support/{type}, the ticket page, and "Contact support" for the order page. */
export { ContactSupport } from './components/ContactSupport';

export const pages = {
  tickets: () => import('./pages/TicketsPage'),
  sellerTickets: () => import('./pages/SellerTicketsPage'),
  ticket: () => import('./pages/TicketPage'),
};
