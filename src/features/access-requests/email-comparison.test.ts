import { describe, expect, it } from 'vitest';
import { compareEmails } from './email-comparison';

describe('compareEmails', () => {
  it('reads an address typed in other case or with spaces as the same', () => {
    expect(compareEmails(' Altas@TorresPacifico.mx ', 'altas@torrespacifico.mx')).toBe('same');
  });

  it('tells another mailbox of the partner’s domain from another domain', () => {
    expect(compareEmails('juan@enlacessureste.mx', 'facturacion@enlacessureste.mx')).toBe(
      'sameDomain',
    );
    expect(compareEmails('juan@gmail.com', 'facturacion@enlacessureste.mx')).toBe('otherDomain');
    // A sub-domain is another domain: only the part after the last @ is compared, whole.
    expect(compareEmails('juan@mail.enlacessureste.mx', 'facturacion@enlacessureste.mx')).toBe(
      'otherDomain',
    );
  });

  it('says when the ERP holds no e-mail for the partner', () => {
    expect(compareEmails('juan@gmail.com', null)).toBe('noErpEmail');
    expect(compareEmails('juan@gmail.com', '  ')).toBe('noErpEmail');
  });
});
