/**
 * The texts of the operations calls (issue 20), in Spanish and English. Merged into the server's
 * MESSAGES catalogue.
 */
export const OPERATIONS_MESSAGES = {
  operationsBadDate: {
    es: 'La fecha no es válida',
    en: 'The date is not valid',
  },
  statisticsRangeTooLong: {
    es: 'El periodo no puede pasar de 366 días',
    en: 'The period cannot be longer than 366 days',
  },
  sessionNotFound: {
    es: 'La sesión ya terminó',
    en: 'The session has already ended',
  },
  sessionRevoked: {
    es: 'Sesión terminada; el usuario deberá iniciar sesión de nuevo',
    en: 'Session ended; the user will have to sign in again',
  },
  outboxMessageNotFound: {
    es: 'El mensaje no existe',
    en: 'The message does not exist',
  },
  outboxMessageNotFailed: {
    es: 'Solo se puede reintentar un mensaje con error',
    en: 'Only a failed message can be retried',
  },
  outboxMessageRequeued: {
    es: 'El mensaje volvió a la cola de envío',
    en: 'The message is back in the sending queue',
  },
  profileSaved: {
    es: 'Política de contraseñas guardada',
    en: 'Password policy saved',
  },
} as const;
