import { describe, expect, it } from 'vitest';
import { presetPartner } from './partner-preset';

const lessor = {
  CompanyList: [{ Code: 'MX10' }, { Code: 'MX20' }],
  SupplierList: [{ Code: '0000100001' }, { Code: '0000100002' }],
};
const everyone = { CompanyList: [], SupplierList: [] };

describe('presetPartner (the company and lessor a receipts link names)', () => {
  it.each([
    ['no preset: the first of the lists', lessor, undefined, ['MX10', '0000100001']],
    ['both listed', lessor, { bukrs: 'mx20', lifnr: '100002' }, ['MX20', '0000100002']],
    ['a company not listed', lessor, { bukrs: 'MX99', lifnr: '100002' }, ['MX10', '0000100002']],
    ['a lessor not listed', lessor, { bukrs: 'MX20', lifnr: '999' }, ['MX20', '0000100001']],
    ['not digits', lessor, { lifnr: '10x' }, ['MX10', '0000100001']],
    ['lists empty: any', everyone, { bukrs: 'MX10', lifnr: '100001' }, ['MX10', '0000100001']],
    ['lists empty, no preset', everyone, {}, ['', '']],
  ] as const)('%s', (_, session, preset, [bukrs, lifnr]) => {
    expect(presetPartner(session, preset)).toEqual({ bukrs, lifnr });
  });
});
