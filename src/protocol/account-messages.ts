/**
 * The texts of the account calls (spec 1 §8 Recovery, One-time code, Password change; §5 field
 * rules), in Spanish and English. Texts the spec quotes are kept verbatim; keys it names keep
 * their names. Merged into the server's MESSAGES catalogue.
 */
import type { Language } from './envelope';

/** The generic failure, said the same way wherever it is shown. */
const TRY_AGAIN = { es: 'Error, favor de intentar nuevamente', en: 'Error, please try again' };

export const ACCOUNT_MESSAGES = {
  // Recovery
  recoverySent: {
    es: 'Contraseña enviada correctamente',
    en: 'Password sent successfully',
  },
  recoveryWrongUserOrEmail: {
    es: 'Usuario y/o correo electrónico incorrectos',
    en: 'Incorrect user name and/or e-mail',
  },
  recoveryTokenExpired: { es: 'Token expirado', en: 'Token expired' },
  recoveryThrottled: {
    es: 'Demasiadas solicitudes. Espere un minuto e intente de nuevo.',
    en: 'Too many requests. Wait a minute and try again.',
  },
  recoveryAccountThrottled: {
    es: 'Ya se enviaron varios enlaces de recuperación a este usuario. Revise su correo, también la carpeta de correo no deseado, o intente de nuevo en {wait}.',
    en: 'Several recovery links have already been sent to this user. Check your mail, the spam folder too, or try again in {wait}.',
  },
  // First password of an account without one ("without password" sign-in, spec 1 §2.2)
  firstPasswordWindowClosed: {
    es: 'El plazo para establecer la primera contraseña de esta cuenta terminó. Pida a su administrador que le envíe una activación.',
    en: 'The time to set this account’s first password is over. Ask your administrator to send you an activation.',
  },
  firstPasswordNoContact: {
    es: 'Esta cuenta no tiene un correo registrado al cual enviar el código. Pida a su administrador que le envíe una activación.',
    en: 'This account has no registered e-mail to send the code to. Ask your administrator to send you an activation.',
  },
  firstPasswordCodeThrottled: {
    es: 'Ya se enviaron varios códigos a esta cuenta. Revise su correo, también la carpeta de correo no deseado, o intente de nuevo en {wait}.',
    en: 'Several codes have already been sent to this account. Check your mail, the spam folder too, or try again in {wait}.',
  },
  firstPasswordCodeMissing: {
    es: 'No hay un código vigente para esta cuenta; vuelva a iniciar sesión para recibir uno nuevo',
    en: 'There is no valid code for this account; sign in again to receive a new one',
  },
  firstPasswordCodeExpired: {
    es: 'El código venció; vuelva a iniciar sesión para recibir uno nuevo',
    en: 'The code has expired; sign in again to receive a new one',
  },
  firstPasswordCodeTooMany: {
    es: 'Demasiados intentos con este código; vuelva a iniciar sesión para recibir uno nuevo',
    en: 'Too many attempts with this code; sign in again to receive a new one',
  },
  firstPasswordCodeWrong: {
    es: 'El código no es correcto; revise el que le enviamos por correo',
    en: 'The code is not correct; check the one we e-mailed you',
  },
  // Password change
  passwordUpdated: {
    es: 'Contraseña actualizada exitosamente',
    en: 'Password updated successfully',
  },
  passwordCurrentWrong: { es: 'Contraseña actual incorrecta', en: 'Incorrect current password' },
  dialogChangePasswordLabelPasswordEqualError: {
    es: 'La nueva contraseña debe ser diferente a la contraseña actual',
    en: 'The new password must be different from the current password',
  },
  passwordRequired: { es: 'La contraseña es obligatoria', en: 'The password is required' },
  passwordMinLength: {
    es: 'La contraseña debe tener al menos {min} caracteres',
    en: 'The password must have at least {min} characters',
  },
  passwordComplexity1: {
    es: 'La contraseña debe contener mayúsculas, minúsculas, números y caracteres especiales, sin espacios',
    en: 'The password must contain upper case, lower case, digits and special characters, without spaces',
  },
  passwordComplexity2: {
    es: 'La contraseña debe contener letras, números y caracteres especiales, sin espacios',
    en: 'The password must contain letters, digits and special characters, without spaces',
  },
  passwordComplexity3: {
    es: 'La contraseña debe contener mayúsculas, minúsculas y números, sin caracteres especiales ni espacios',
    en: 'The password must contain upper case, lower case and digits, without special characters or spaces',
  },
  passwordComplexity4: {
    es: 'La contraseña debe contener letras y números, sin caracteres especiales ni espacios',
    en: 'The password must contain letters and digits, without special characters or spaces',
  },
  passwordConfirmationMismatch: {
    es: 'La confirmación no coincide con la nueva contraseña',
    en: 'The confirmation does not match the new password',
  },
  passwordNotPending: {
    es: 'Para cambiar su contraseña debe indicar la contraseña actual',
    en: 'To change your password you must enter the current password',
  },
  ownAccountOnly: {
    es: 'Solo puede realizar esta acción sobre su propia cuenta',
    en: 'You can only perform this action on your own account',
  },
  // Agreement
  agreementAccepted: {
    es: 'Registro actualizado exitosamente',
    en: 'Record updated successfully',
  },
  // Data update and one-time code
  dataUpdateNotAllowed: {
    es: 'Su usuario no puede actualizar sus datos de contacto, contacte al administrador',
    en: 'Your user cannot update its contact data, contact the administrator',
  },
  dataUpdateInvalid: {
    es: 'Revise el campo {field}: {problem}',
    en: 'Check the field {field}: {problem}',
  },
  dataUpdated: {
    es: 'Registro actualizado exitosamente',
    en: 'Record updated successfully',
  },
  dataLabelRequired: { es: 'Este campo es obligatorio', en: 'This field is required' },
  validateEmail: { es: 'Correo electrónico no válido', en: 'Invalid e-mail' },
  validatePhone: {
    es: 'El teléfono debe tener 10 dígitos con prefijo +52 o +1',
    en: 'The phone must have 10 digits with prefix +52 or +1',
  },
  validateZipCode: {
    es: 'El código postal debe tener 5 dígitos',
    en: 'The zip code must have 5 digits',
  },
  validateEqualPhoneAndPhoneHome: {
    es: 'El teléfono celular no puede ser el mismo que el teléfono fijo.',
    en: 'The cell phone cannot be the same as the landline.',
  },
  otpSendSuccess: { es: 'Mensaje enviado correctamente', en: 'Message sent successfully' },
  otpSendError: TRY_AGAIN,
  /** A call failed without a message of its own (the pages' fallback). */
  actionFailed: TRY_AGAIN,
  otpValidationSuccess: { es: 'Validación exitosa', en: 'Successful validation' },
  otpValidationError: { es: 'Error, validación incorrecta', en: 'Error, incorrect validation' },
  otpExpired: {
    es: 'El código expiró, solicite uno nuevo',
    en: 'The code has expired, request a new one',
  },
  otpTooManyAttempts: {
    es: 'Demasiados intentos con este código, solicite uno nuevo',
    en: 'Too many attempts with this code, request a new one',
  },
  otpTooManySends: {
    es: 'Se alcanzó el número máximo de envíos del código; por seguridad su sesión se cerró',
    en: 'The maximum number of code sends was reached; for security your session was closed',
  },
  otpResendWait: {
    es: 'Espere {seconds} segundos para solicitar un nuevo código',
    en: 'Wait {seconds} seconds to request a new code',
  },
  otpNoPending: {
    es: 'No hay un código pendiente, solicite uno nuevo',
    en: 'There is no pending code, request a new one',
  },
  // Request access
  requestAccessSent: {
    es: 'Solicitud registrada. Enviamos a su correo electrónico las instrucciones para ingresar al portal.',
    en: 'Request registered. We sent the instructions to access the portal to your e-mail.',
  },
  requestAccessInReview: {
    es: 'Solicitud registrada. El correo que escribió no es el que tenemos registrado para este socio: un administrador revisará la solicitud y, si la aprueba, recibirá en ese correo las instrucciones para ingresar al portal.',
    en: 'Request registered. The e-mail you typed is not the one we have on file for this partner: an administrator will review the request and, if approved, you will receive the instructions to access the portal at that e-mail.',
  },
  accessRequestApproved: {
    es: 'Solicitud aprobada: se creó el usuario {user} y se envió la activación a {email}',
    en: 'Request approved: user {user} was created and the activation sent to {email}',
  },
  accessRequestRejected: {
    es: 'Solicitud rechazada: no se creó ningún usuario',
    en: 'Request rejected: no user was created',
  },
  accessRequestNotPending: {
    es: 'Esta solicitud ya fue atendida por {user}',
    en: 'This request was already handled by {user}',
  },
  accessRequestNotFound: {
    es: 'La solicitud de acceso no existe',
    en: 'The access request does not exist',
  },
  requestAccessTypeRequired: {
    es: 'Seleccione si es arrendador o proveedor',
    en: 'Choose whether you are a lessor or a supplier',
  },
  requestAccessInvalid: {
    es: 'Revise el campo {field}: {problem}',
    en: 'Check the field {field}: {problem}',
  },
  validateRfc: { es: 'RFC no válido', en: 'Invalid RFC' },
  validatePartnerId: {
    es: 'El número debe tener solo dígitos, máximo 10',
    en: 'The number must have digits only, at most 10',
  },
  requestAccessPartnerNotFound: {
    es: 'El número {partner} no existe como {type} activo',
    en: 'The number {partner} does not exist as an active {type}',
  },
  requestAccessTinMismatch: {
    es: 'El RFC no corresponde al número {partner}',
    en: 'The RFC does not match the number {partner}',
  },
  requestAccessSiteMismatch: {
    es: 'El sitio {site} no corresponde al arrendador {partner}',
    en: 'The site {site} does not belong to the lessor {partner}',
  },
  requestAccessTypeLessor: { es: 'arrendador', en: 'lessor' },
  requestAccessTypeSupplier: { es: 'proveedor', en: 'supplier' },
  mainLoginRequestAccessAlertNotSupplier: {
    es: 'No fue posible registrar al proveedor o arrendador, contacte al administrador',
    en: 'The supplier or lessor could not be registered, contact the administrator',
  },
  requestAccessUserNotCreated: {
    es: 'No se creo el usuario, contactar con el administrador.',
    en: 'The user was not created, contact the administrator.',
  },
  requestAccessUserExists: {
    es: 'Ya existe un usuario para este RFC. Si olvidó su contraseña, use la opción Recuperar contraseña.',
    en: 'A user already exists for this RFC. If you forgot your password, use the Recover password option.',
  },
} as const satisfies Record<string, Record<Language, string>>;
