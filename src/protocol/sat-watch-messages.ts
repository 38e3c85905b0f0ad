/**
 * The texts of the SAT watch and notice calls, in Spanish and English. Merged into the
 * server's MESSAGES catalogue.
 */
export const SAT_WATCH_MESSAGES = {
  satAlertNotFound: {
    es: 'La alerta no existe',
    en: 'The alert does not exist',
  },
  satAlertAcknowledged: {
    es: 'Alerta marcada como atendida',
    en: 'Alert marked as acknowledged',
  },
  satRecheckBusy: {
    es: 'Otra revisión ante el SAT está en curso; intente de nuevo en unos minutos',
    en: 'Another SAT re-check is under way; try again in a few minutes',
  },
  notificationPreferencesSaved: {
    es: 'Preferencias de notificación guardadas',
    en: 'Notification preferences saved',
  },
} as const;
