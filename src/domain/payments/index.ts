/** Payments and payment complements (issue 19): the values a complement carries and its deadline. */
export * from './complement-values';
export * from './deadline';
