import { create } from 'zustand';

/** The caller's open queue per menu entry id (tickets, design-requests): written by QueueCounts once it has loaded. */
export const useQueueCounts = create<Partial<Record<string, number>>>(() => ({}));
