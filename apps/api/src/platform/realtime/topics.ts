/** The PubSub engine's injection token and the topics subscriptions follow. */
export const PUB_SUB = Symbol('PUB_SUB');

export const TOPICS = {
  userUpdated: (userId: string) => `userUpdated:${userId}`,
  notificationAdded: (userId: string) => `notificationAdded:${userId}`,
  permissionsChanged: (userId: string) => `permissionsChanged:${userId}`,
  jobProgress: (jobId: string) => `jobProgress:${jobId}`,
  mrpCountersChanged: (manufactureId: string) => `mrpCountersChanged:${manufactureId}`,
  ticketUpdated: (ticketId: string) => `ticketUpdated:${ticketId}`,
  /** A user's queue (tickets and design requests assigned to them) may have changed: myQueueChanged rereads it. */
  queueChanged: (userId: string) => `queueChanged:${userId}`,
  /** Every process (API instances, workers) rereads the storage settings. */
  storageSettingsSaved: 'storageSettingsSaved',
} as const;
