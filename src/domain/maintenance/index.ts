/**
 * The maintenance-order rules (spec 3 §4, §5), pure and shared by the screens, the offline sync
 * engine and the server.
 */
export * from './types';
export * from './messages';
export * from './calendar';
export * from './review-fields';
export * from './row-edit-state';
export * from './aggregates';
export * from './row-actions';
export * from './order-status';
export * from './assignment';
export * from './consult-search';
export * from './attachments';
export * from './photos';
export * from './wire-rows';
export * from './review-side';
