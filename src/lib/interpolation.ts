/**
 * One placeholder syntax for every text, the client's and the server's: `{name}`, as the server's
 * catalogue (src/protocol/messages.ts) writes it; i18next's default would be `{{name}}`. Every
 * i18next instance (the app's, and those tests make) is initialised with it.
 */
export const INTERPOLATION = { escapeValue: false, prefix: '{', suffix: '}' } as const;
