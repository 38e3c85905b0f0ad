/**
 * api/Supplier 11, 31 and 41: insert, update and delete; each resolves with the server's
 * confirmInsert / confirmUpdate / confirmDelete message (a refusal rejects with its message).
 */
import { ActionId } from '../../../protocol/envelope';
import {
  SupplierDeleteResponse,
  SupplierRecordResponse,
  type SupplierInsertRequest,
} from '../../../protocol/supplier-admin';
import { callApi } from '../../../lib/api-client';

export type SupplierSaveBody = Omit<SupplierInsertRequest, 'ActionId' | 'Language'>;

export async function saveSupplier(body: SupplierSaveBody): Promise<string | null> {
  const action = body.Supplier.Id ? ActionId.Update : ActionId.Insert;
  const answer = await callApi('Supplier', action, body, { schema: SupplierRecordResponse });
  return answer.Message;
}

export async function deleteSupplier(id: number): Promise<string | null> {
  const answer = await callApi(
    'Supplier',
    ActionId.Delete,
    { Supplier: { Id: id } },
    { schema: SupplierDeleteResponse },
  );
  return answer.Message;
}
