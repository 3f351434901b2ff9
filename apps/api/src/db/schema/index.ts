export * from './users';
export * from './user-groups';
export * from './sessions';
export * from './notifications';
export * from './manufactures';
export * from './merchant-groups';
export * from './logs';
export * from './tasks';
export * from './jobs';
export * from './files';
export * from './fonts';
export * from './outbox';
export * from './timeline';
export * from './catalogue';
export * from './logistics';
export * from './billing';
export * from './orders';
export * from './designs';
export * from './mockups';
export * from './listings';
export * from './production-billing';
export * from './invitations';
<<<<<<< HEAD
export * from './manufacturing-batches';
=======
export * from './manufacturing';
>>>>>>> main
