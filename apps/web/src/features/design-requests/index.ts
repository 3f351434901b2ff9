/** Design requests: the board (/design-requests: staff designers and sellers) and "Request a design" for the order page. */
export { RequestDesign } from './components/RequestDesign';

export const pages = {
  board: () => import('./pages/DesignRequestsPage'),
};
