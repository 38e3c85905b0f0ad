/**
 * The texts of the operations calls, in Spanish and English. Merged into the server's
 * MESSAGES catalogue.
 */
export const OPERATIONS_MESSAGES = {
  operationsBadDate: {
    es: 'La fecha no es válida',
    en: 'The date is not valid',
  },
  operationsBadCursor: {
    es: 'La página pedida no es válida; vuelva a la primera página de la lista',
    en: 'The requested page is not valid; go back to the first page of the list',
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
  outboxMessageExpired: {
    es: 'El enlace o código de este mensaje ya venció: enviarlo no serviría. La persona puede pedir uno nuevo',
    en: 'The link or code this message carries has expired: sending it would not help. The person can ask for a new one',
  },
  outboxMessageRequeued: {
    es: 'El mensaje volvió a la cola de envío',
    en: 'The message is back in the sending queue',
  },
  jobNotFound: {
    es: 'La tarea programada no existe',
    en: 'The background job does not exist',
  },
  jobsNoRunner: {
    es: 'Este servidor no ejecuta tareas programadas, así que no puede iniciar una ahora',
    en: 'This server does not run background jobs, so it cannot start one now',
  },
  jobQueued: {
    es: 'La tarea quedó en cola; empezará en unos segundos',
    en: 'The job is queued; it will start in a few seconds',
  },
  jobAlreadyWaiting: {
    es: 'Ya hay una ejecución de esta tarea en espera; no se agregó otra',
    en: 'A run of this job is already waiting; no other was added',
  },
  profileSaved: {
    es: 'Política de contraseñas guardada',
    en: 'Password policy saved',
  },
} as const;
