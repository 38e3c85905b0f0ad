/**
 * The texts of the communiqué administration (api/Parameter, spec 3 §5.5, §8), in Spanish and
 * English, keyed as the spec names them where it does. Merged into the server's MESSAGES
 * catalogue, so the form shows the same words as the server's refusals.
 */
export const STATEMENT_ADMIN_MESSAGES = {
  alertLess3MB: {
    es: 'El archivo excede el tamaño máximo de 3 Mega Bytes.',
    en: 'The file exceeds the maximum size of 3 megabytes.',
  },
  alertLabelImg: {
    es: 'El comunicado debe ser una imagen PNG, GIF o JPEG.',
    en: 'The communiqué must be a PNG, GIF or JPEG image.',
  },
  alertLabelPdf: {
    es: 'El archivo del vínculo debe ser un PDF.',
    en: 'The link file must be a PDF.',
  },
  statementNameRequired: {
    es: 'El nombre es obligatorio.',
    en: 'The name is required.',
  },
  statementNameTooLong: {
    es: 'El nombre admite como máximo 256 caracteres.',
    en: 'The name allows at most 256 characters.',
  },
  statementStartRequired: {
    es: 'La fecha de inicio es obligatoria.',
    en: 'The start date is required.',
  },
  statementStartBeforeToday: {
    es: 'La fecha de inicio no puede ser anterior a hoy.',
    en: 'The start date cannot be before today.',
  },
  statementEndRequired: {
    es: 'La fecha de fin es obligatoria.',
    en: 'The end date is required.',
  },
  statementEndBeforeStart: {
    es: 'La fecha de fin no puede ser anterior a la fecha de inicio.',
    en: 'The end date cannot be before the start date.',
  },
  statementRegionsRequired: {
    es: 'Seleccione al menos una región.',
    en: 'Select at least one region.',
  },
  statementFileRequired: {
    es: 'Adjunte una imagen o un PDF.',
    en: 'Attach an image or a PDF.',
  },
  statementUnknownRegion: {
    es: 'La región {region} no existe.',
    en: 'Region {region} does not exist.',
  },
  helpVideoWrongType: {
    es: 'El video de ayuda debe ser WebM o MP4.',
    en: 'The help video must be WebM or MP4.',
  },
  helpVideoTooLarge: {
    es: 'El video excede el tamaño máximo de 10 Mega Bytes.',
    en: 'The video exceeds the maximum size of 10 megabytes.',
  },
  bannerReplaced: {
    es: 'Banner reemplazado',
    en: 'Banner replaced',
  },
  bannerRestored: {
    es: 'Banner original restaurado',
    en: 'Original banner restored',
  },
  bannerNoDefault: {
    es: 'Este banner no tiene una imagen original que restaurar.',
    en: 'This banner has no original image to restore.',
  },
  helpVideoReplaced: {
    es: 'Video de ayuda reemplazado',
    en: 'Help video replaced',
  },
  helpVideoRestored: {
    es: 'Video de ayuda original restaurado',
    en: 'Original help video restored',
  },
  statementNotFound: {
    es: 'El comunicado no existe.',
    en: 'The communiqué does not exist.',
  },
} as const;
