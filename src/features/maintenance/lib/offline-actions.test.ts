import { describe, expect, it } from 'vitest';
import { ROW_ACTION_ORDER } from '../../../domain/maintenance';
import { actionBlock } from './offline-actions';

describe('actionBlock', () => {
  it('blocks nothing online', () => {
    for (const action of ROW_ACTION_ORDER)
      expect(actionBlock(action, { online: true, onDevice: false })).toBeNull();
  });

  it('blocks crew, date and revert offline even for an order on the device', () => {
    for (const action of ['assignCrew', 'reassignDate', 'revert'] as const)
      expect(actionBlock(action, { online: false, onDevice: true })).toBe('needsConnection');
  });

  it('keeps consult, validate and attach offline for an order on the device only', () => {
    for (const action of ['consult', 'validate', 'attach'] as const) {
      expect(actionBlock(action, { online: false, onDevice: true })).toBeNull();
      expect(actionBlock(action, { online: false, onDevice: false })).toBe('notOnDevice');
    }
  });
});
