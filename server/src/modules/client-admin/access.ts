/**
 * Who administers clients (the named route AdminClient, spec 1 §2.1 / spec 3 §2.7: administrators
 * only): Administrador and Developer read and change them; every other role gets 403.
 */
import { RoleName, type RoleNameValue } from '../../../../src/domain/roles';

export const CLIENT_ADMINS: readonly RoleNameValue[] = [RoleName.Administrador, RoleName.Developer];
/** The audit resource api/event reads a client's history by (reference: the principal's code). */
export const CLIENT_RESOURCE = 'Client';
