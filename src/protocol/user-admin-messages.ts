/**
 * Messages of user administration (api/user, api/role, api/event, api/company) in Spanish and
 * English. Texts the spec quotes are kept verbatim (spec 1 §8: success alerts, recovery).
 */
import type { AdminUserInput } from '../domain/user-admin-validation';
import type { Language } from './envelope';

export const USER_ADMIN_MESSAGES = {
  alertSearchUser: {
    es: 'Ingrese al menos el usuario o el nombre para buscar',
    en: 'Enter at least the user name or the name to search',
  },
  confirmInsert: { es: 'Registro creado exitosamente', en: 'Record created successfully' },
  confirmUpdate: { es: 'Registro actualizado exitosamente', en: 'Record updated successfully' },
  confirmDelete: { es: 'Registro eliminado exitosamente', en: 'Record deleted successfully' },
  userNotFound: {
    es: 'El usuario no existe o no está disponible para su usuario',
    en: 'The user does not exist or is not available to your user',
  },
  userRoleNotAssignable: {
    es: 'No tiene permiso para asignar ese rol',
    en: 'You are not allowed to assign that role',
  },
  userOwnRole: { es: 'No puede cambiar su propio rol', en: 'You cannot change your own role' },
  userOutOfScope: {
    es: 'Solo puede asignar sus propias sociedades, proveedores y cliente',
    en: 'You can only assign your own companies, suppliers and client',
  },
  userDeleteSelf: {
    es: 'No puede eliminar su propio usuario',
    en: 'You cannot delete your own user',
  },
  userNameTaken: {
    es: 'El usuario {userName} ya existe',
    en: 'The user name {userName} already exists',
  },
  userFieldRequired: {
    es: 'El campo {field} es obligatorio',
    en: 'The field {field} is required',
  },
  userFieldTooLong: {
    es: 'El campo {field} admite máximo {max} caracteres',
    en: 'The field {field} allows at most {max} characters',
  },
  userFieldEmail: {
    es: 'El correo electrónico no es válido',
    en: 'The e-mail address is not valid',
  },
  userFieldPhone: {
    es: 'El teléfono debe tener 10 dígitos, con prefijo +52 o +1',
    en: 'The phone must have 10 digits, with prefix +52 or +1',
  },
  userFieldZip: {
    es: 'El código postal debe tener 5 dígitos',
    en: 'The zip code must have 5 digits',
  },
  userUnknownRole: { es: 'El rol no existe', en: 'The role does not exist' },
  userUnknownLink: {
    es: '{field}: {code} no existe o no está activo',
    en: '{field}: {code} does not exist or is not active',
  },
  userCrewNotOfSupplier: {
    es: 'La cuadrilla {crew} no pertenece a los proveedores elegidos',
    en: 'The crew {crew} does not belong to the chosen suppliers',
  },
  userRegionOutOfScope: {
    es: 'Solo puede asignar sus propias regiones',
    en: 'You can only assign your own regions',
  },
  userMultipleEmpty: {
    es: 'Indique el cambio a aplicar: activar, desactivar o desbloquear',
    en: 'Say which change to apply: activate, deactivate or unlock',
  },
  userSearchDates: {
    es: 'La fecha inicial no puede ser posterior a la fecha final.',
    en: 'The from date cannot be after the until date.',
  },
  userNoEmail: {
    es: 'El usuario no tiene correo electrónico',
    en: 'The user has no e-mail address',
  },
  activationSent: {
    es: 'Mensaje de activación enviado correctamente',
    en: 'Activation message sent successfully',
  },
  roleNotFound: {
    es: 'El rol no existe o no está disponible para su usuario',
    en: 'The role does not exist or is not available to your user',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** Field names as the refusals name them. */
export const USER_FIELD_LABELS: Record<keyof AdminUserInput, Record<Language, string>> = {
  UserName: { es: 'Usuario', en: 'User name' },
  Name: { es: 'Nombre', en: 'Name' },
  Email: { es: 'Correo electrónico', en: 'E-mail' },
  RoleId: { es: 'Rol', en: 'Role' },
  PhoneNumber: { es: 'Teléfono', en: 'Phone' },
  ZipCode: { es: 'Código postal', en: 'Zip code' },
  Companies: { es: 'Sociedades', en: 'Companies' },
  Suppliers: { es: 'Proveedor', en: 'Supplier' },
  Crews: { es: 'Cuadrilla', en: 'Crew' },
  Regions: { es: 'Región', en: 'Region' },
};
