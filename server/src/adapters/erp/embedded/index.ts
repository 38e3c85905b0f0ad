/**
 * The embedded ERP: maintenance orders kept in this portal's own database (seeded with demo data).
 * It implements the same MaintenanceErp interface a SAP gateway would.
 */
import type { Db } from '../../../db/client';
import type { FileStore } from '../../files';
import type { MaintenanceErp } from '../index';
import {
  addAttachment,
  attachmentByClientId,
  attachmentWithContent,
  deleteAttachment,
  images,
  listAttachments,
  modifyAttachment,
} from './attachments';
import { orderDetails } from './details';
import { countOrders, findVisibleOrder, listOrders } from './orders';
import { addPhoto, photoById, photoTargetExists } from './photos';
import { changeReview } from './review-write';
import { changeOrder } from './write';

export function createEmbeddedErp(db: Db, files: FileStore): MaintenanceErp {
  return {
    listOrders: (scope, filter, lang, page) => listOrders(db, scope, filter, lang, page),
    countOrders: (scope, filter, limit) => countOrders(db, scope, filter, limit),
    orderDetails: (scope, aufnr) => orderDetails(db, scope, aufnr),
    listAttachments: (scope, aufnr) => listAttachments(db, scope, aufnr),
    attachment: (scope, id) => attachmentWithContent(db, files, scope, id),
    images: (scope, ids) => images(db, files, scope, ids),
    orderVisible: async (scope, aufnr) => (await findVisibleOrder(db, scope, aufnr)) !== null,
    attachmentByClientId: (scope, userId, clientId) =>
      attachmentByClientId(db, scope, userId, clientId),
    addAttachment: (scope, attachment, by, now) =>
      addAttachment(db, files, scope, attachment, by, now),
    modifyAttachment: (scope, target, changes, by, now) =>
      modifyAttachment(db, scope, target, changes, by, now),
    deleteAttachment: (scope, target, by, now) => deleteAttachment(db, scope, target, by, now),
    photoById: (scope, userId, id) => photoById(db, scope, userId, id),
    photoTargetExists: (scope, aufnr, target) => photoTargetExists(db, scope, aufnr, target),
    addPhoto: (scope, photo, by, now) => addPhoto(db, files, scope, photo, by, now),
    changeOrder: (scope, aufnr, now, decide) => changeOrder(db, scope, aufnr, now, decide),
    changeReview: (scope, aufnr, now, wanted, decide) =>
      changeReview(db, scope, aufnr, now, wanted, decide),
  };
}
