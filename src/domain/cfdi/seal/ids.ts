/** The `seal` group's checks, in order: known without loading the seal code itself. */
export const SEAL_IDS = [
  'seal.certificate',
  'seal.certificateRfc',
  'seal.certificateDates',
  'seal.signature',
] as const;
