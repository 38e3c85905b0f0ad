import { describe, expect, it } from 'vitest';
import { comparableName, sameTaxpayerName } from './names';

describe('taxpayer names compared as the SAT compares them', () => {
  it.each([
    // CFDI 4.0 writes the name without the regime; the certificate carries it.
    ['ESCUELA KEMPER URGATE', 'ESCUELA KEMPER URGATE SA DE CV', true],
    ['PASE, SERVICIOS ELECTRONICOS', 'PASE, SERVICIOS ELECTRONICOS SA DE CV', true],
    ['HERRERIA & ELECTRICOS', 'HERRERIA & ELECTRICOS S DE CV', true],
    ['KIJ, S.A DE C.V.', 'KIJ', true],
    [
      'Telecomunicaciones Torres de México',
      'TELECOMUNICACIONES TORRES DE MEXICO S.A. DE C.V.',
      true,
    ],
    ['Ñandú Comercial', 'ÑANDU COMERCIAL SAPI DE CV', true],
    ['  ACCEM   SERVICIOS\tEMPRESARIALES SC ', 'ACCEM SERVICIOS EMPRESARIALES', true],
    // What still counts.
    ['OTRA EMPRESA SA DE CV', 'TELECOMUNICACIONES TORRES DE MEXICO SA DE CV', false],
    ['NANDU COMERCIAL', 'ÑANDU COMERCIAL', false],
    ['HERRERIA Y ELECTRICOS', 'HERRERIA & ELECTRICOS', false],
    ['TORRES 2 SA DE CV', 'TORRES SA DE CV', false],
    ['SA DE CV', 'SA DE CV', true],
    ['', '', false],
  ])('%j vs %j → %s', (a, b, same) => {
    expect(sameTaxpayerName(a, b)).toBe(same);
  });

  it('never removes a name down to nothing', () => {
    expect(comparableName('SA')).toBe('SA');
    expect(comparableName('S.A. DE C.V.')).toBe('SADECV');
  });
});
