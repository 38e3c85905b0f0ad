/** Payments and payment complements: the values a complement carries and its deadline. */
export * from './complement-values';
export * from './deadline';
