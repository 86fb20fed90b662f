import { describe, expect, it } from 'vitest';
import { directDebitCodeBody } from '../../shared/contracts/direct-debit.ts';
import { PHONE_TYPED } from '../../shared/typed-phone.ts';
import { anyE164, isE164, mobileE164 } from './phone-number.ts';

const SPELLINGS = ['0627236623', '+31627236623', '0031627236623', '+31 6 2723 6623', '06-27236623'];

describe('mobileE164', () => {
  it('reads every spelling of a Dutch mobile number as one E.164 number', () => {
    for (const typed of [...SPELLINGS, ' 06 27 23 66 23 ', '(06) 2723.6623', '+31 (0)6 27236623', '06\u00a027236623'])
      expect(mobileE164(typed, 'NL'), typed).toBe('+31627236623');
  });

  it("reads a number without country code in the payer's country, and one with a code in its own", () => {
    expect(mobileE164('01512 3456789', 'DE')).toBe('+4915123456789');
    expect(mobileE164('0470 12 34 56', 'BE')).toBe('+32470123456');
    expect(mobileE164('0031 6 27236623', 'DE')).toBe('+31627236623');
    expect(mobileE164('+49 1512 3456789', 'NL')).toBe('+4915123456789');
    expect(mobileE164('0627236623', 'DE')).toBeUndefined();
  });

  it('refuses what is no number, a wrong length, letters, control characters and extensions', () => {
    for (const typed of [
      '123',
      '06abc',
      '0627236623abc',
      '06\u00002723 6623',
      '062723662',
      '06272366231',
      'tel:0627236623',
    ])
      expect(mobileE164(typed, 'NL'), JSON.stringify(typed)).toBeUndefined();
    for (const typed of ['06 2723 6623 ext. 5', '06 2723 6623 x5', '+', '', '   ', '٠٦٢٧٢٣٦٦٢٣', '06\n27236623'])
      expect(mobileE164(typed, 'NL'), JSON.stringify(typed)).toBeUndefined();
  });

  it('refuses numbers that cannot receive a text message: fixed lines, toll-free, premium rate', () => {
    expect(mobileE164('020 123 45 67', 'NL')).toBeUndefined();
    expect(mobileE164('030 1234567', 'DE')).toBeUndefined();
    expect(mobileE164('0800 1234567', 'NL')).toBeUndefined();
    expect(mobileE164('0900 1234567', 'NL')).toBeUndefined();
    // the North American plan does not tell mobile from fixed: such numbers may receive a text
    expect(mobileE164('+1 212 555 0123', 'NL')).toBe('+12125550123');
  });

  it('reads a number with a code when the country is unknown, and no local one', () => {
    expect(mobileE164('+31627236623', 'XX')).toBe('+31627236623');
    expect(mobileE164('0627236623', 'XX')).toBeUndefined();
    expect(mobileE164('0627236623', undefined)).toBeUndefined();
  });
});

describe('anyE164 and isE164, for phones stored before', () => {
  it('reads old stored spellings, fixed lines too', () => {
    expect(anyE164('0612345678', 'NL')).toBe('+31612345678');
    expect(anyE164('+310612345678', undefined)).toBe('+31612345678');
    expect(anyE164('0201234567', 'NL')).toBe('+31201234567');
    expect(anyE164('12', 'NL')).toBeUndefined();
  });

  it('knows the E.164 form', () => {
    expect(isE164('+31627236623')).toBe(true);
    for (const stored of ['0627236623', '+310627236623', '0031627236623', '+31 627236623'])
      expect(isE164(stored)).toBe(false);
  });
});

describe('the typed-phone check of the contract', () => {
  it('is linear on a long hostile input', () => {
    const started = performance.now();
    for (const hostile of ['1'.repeat(500_000) + 'a', ' '.repeat(500_000) + 'a', '+'.repeat(500_000)])
      expect(PHONE_TYPED.test(hostile)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('gives the phone field its message for letters and a NUL byte, and passes a spelled number on', () => {
    const form = {
      bundle_id: '20000000-0000-4000-8000-000000000002',
      account_holder: 'S. de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Keizersgracht',
      house_number: '12',
      zip: '1015 CJ',
      city: 'Amsterdam',
    };
    for (const phone of ['06abc', '06\u00002723 6623', 'tel:0627236623']) {
      const result = directDebitCodeBody.safeParse({ ...form, phone });
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['phone', 'validation.phone_invalid'],
      ]);
    }
    expect(directDebitCodeBody.parse({ ...form, phone: ' +31 (0)6-2723.6623 ' }).phone).toBe('+31 (0)6-2723.6623');
  });
});
