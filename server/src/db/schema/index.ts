/** Every table of the database, for Drizzle's typed client and drizzle-kit. */
export * from './access';
export * from './account-security';
export * from './catalogues';
export * from './files';
export * from './invoicing';
export * from './maintenance';
export * from './organization';
export * from './outbox';
export * from './payments';
export * from './sat';
export * from './sat-watch';
export * from './security';
export * from './site';
export * from './site-media';
export * from './supplier-invoicing';
export * from './uploads';
export * from './users';
