/** Who changes crews and regions on the client (the server checks the same, spec 3 §2.5). */
import { RoleName } from '../../../domain/roles';

export const mayEditCrews = (role: string): boolean =>
  role === RoleName.Administrador || role === RoleName.Developer;
