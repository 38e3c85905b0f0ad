/**
 * The review update call (spec 3 §7.1, api/ResultsOrderMP Process '2'). It is only ever sent by
 * the offline outbox, never directly. The ActionId is the server's choice: change it here.
 */
export const REVIEW_UPDATE_ACTION_ID = 31;

export const REVIEW_UPDATE_API = 'ResultsOrderMP';
