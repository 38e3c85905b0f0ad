/**
 * The embedded ERP: maintenance orders kept in this portal's own database (seeded with demo data).
 * It implements the same MaintenanceErp interface a SAP gateway would.
 */
import type { Db } from '../../../db/client';
import type { FileStore } from '../../files';
import type { MaintenanceErp } from '../index';
import { attachmentWithContent, images, listAttachments } from './attachments';
import { orderDetails } from './details';
import { listOrders } from './orders';
import { changeOrder } from './write';

export function createEmbeddedErp(db: Db, files: FileStore): MaintenanceErp {
  return {
    listOrders: (scope, filter, lang) => listOrders(db, scope, filter, lang),
    orderDetails: (scope, aufnr) => orderDetails(db, scope, aufnr),
    listAttachments: (scope, aufnr) => listAttachments(db, scope, aufnr),
    attachment: (scope, id) => attachmentWithContent(db, files, scope, id),
    images: (scope, ids) => images(db, files, scope, ids),
    changeOrder: (scope, aufnr, now, decide) => changeOrder(db, scope, aufnr, now, decide),
  };
}
