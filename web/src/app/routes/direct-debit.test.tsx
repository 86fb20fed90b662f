import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BundlesResponse } from '../../../../shared/contracts/payments.ts';
import { userQuery } from '../../lib/current-user.ts';
import { testUser } from '../../test/members.ts';
import { fill, noteOf, renderScreen, stubApi } from '../../test/screen.tsx';
import { Component as DirectDebit } from './direct-debit.tsx';

const BUNDLE = '20000000-0000-4000-8000-000000000002';
const REQUEST = '40000000-0000-4000-8000-000000000004';
const bundles: BundlesResponse = {
  bundles: [
    {
      id: BUNDLE,
      credits: 25,
      currency: 'EUR',
      original_price_cents: 995,
      price_cents: 995,
      popular: false,
      ribbon_percentage: 0,
    },
  ],
  discount: null,
  repeat_order: null,
};

afterEach(() => vi.unstubAllGlobals());

function renderDirectDebit(codeAnswer: [number, unknown], confirmAnswer: [number, unknown], bundleId = BUNDLE) {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  const fetch = stubApi((path) => {
    if (path === '/api/bundles.php') return [200, bundles];
    if (path === '/api/companyinfo.php') return [200, { name: 'Demo Media B.V.' }];
    if (path === '/api/directdebit-code.php') return codeAnswer;
    if (path === '/api/directdebit.php') return confirmAnswer;
    return [404, {}];
  });
  renderScreen(<DirectDebit />, [[userQuery.queryKey, testUser]], {
    url: `/directdebit?bundle=${bundleId}`,
    path: '/directdebit',
  });
  return { fetch, assign };
}

async function fillForm(phone = '0612345678') {
  await screen.findByTestId('direct-debit-form');
  fill('Rekeninghouder', 'S. de Vries');
  fill('IBAN', 'NL91ABNA0417164300');
  fill('Straat', 'Keizersgracht');
  fill('Huisnummer', '12');
  fill('Postcode', '1015 CJ');
  fill('Plaats', 'Amsterdam');
  fill('Mobiel nummer', phone);
  fireEvent.click(screen.getByText('Code versturen'));
}

describe('the direct-debit form', () => {
  it('asks for every field before sending', async () => {
    const { fetch } = renderDirectDebit([200, {}], [200, {}]);
    await screen.findByTestId('direct-debit-form');
    fireEvent.click(screen.getByText('Code versturen'));
    await waitFor(() => expect(noteOf('IBAN')).toBeTruthy());
    expect(fetch.mock.calls.some(([url]) => String(url).includes('directdebit-code'))).toBe(false);
  });

  it('refuses letters in the phone under its field before sending', async () => {
    const { fetch } = renderDirectDebit([200, {}], [200, {}]);
    await fillForm('06abc');
    await waitFor(() => expect(noteOf('Mobiel nummer')).toBe('Vul een geldig mobiel nummer in'));
    expect(fetch.mock.calls.some(([url]) => String(url).includes('directdebit-code'))).toBe(false);
  });

  it("shows the server's refusal of a number that is no mobile one under the phone field", async () => {
    const fields = { phone: 'Vul een geldig mobiel nummer in' };
    const { fetch } = renderDirectDebit(
      [400, { statusCode: 400, code: 'validation_failed', message: 'Controleer de velden.', fields }],
      [200, {}],
    );
    await fillForm('020 123 45 67');
    await waitFor(() => expect(noteOf('Mobiel nummer')).toBe('Vul een geldig mobiel nummer in'));
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('directdebit-code'))).toHaveLength(1);
    expect(screen.queryByText(/We hebben een code gestuurd/)).toBeNull();
  });

  it("sends the code, says where it went, and says 'Code ongeldig' under the code field", async () => {
    renderDirectDebit(
      [200, { request_id: REQUEST, phone_end: '5678' }],
      [400, { statusCode: 400, code: 'otp_invalid', message: 'Code ongeldig' }],
    );
    await fillForm();
    expect(await screen.findByText('We hebben een code gestuurd naar het nummer dat eindigt op 5678.')).toBeTruthy();
    fill('Code uit de sms', '123456');
    fireEvent.click(screen.getByText('Bevestigen en betalen'));
    expect(await screen.findByTestId('direct-debit-otp-error')).toBeTruthy();
    expect(screen.getByTestId('direct-debit-otp-error').textContent).toContain('Code ongeldig');
  });

  it('goes on to the payment once the code is right', async () => {
    const { assign } = renderDirectDebit(
      [200, { request_id: REQUEST, phone_end: '5678' }],
      [200, { payment_id: 'p', checkout_url: 'http://localhost:3000/transactions/p' }],
    );
    await fillForm();
    await screen.findByLabelText('Code uit de sms');
    fill('Code uit de sms', '654321');
    fireEvent.click(screen.getByText('Bevestigen en betalen'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/transactions/p'));
  });

  it('shows a refusal for a blocked account with the support phone', async () => {
    const message =
      'Automatische incasso is voor deze rekening niet mogelijk. Neem contact op met de klantenservice: 0201234567.';
    renderDirectDebit([403, { statusCode: 403, code: 'direct_debit_blocked', message }], [200, {}]);
    await fillForm();
    expect((await screen.findByTestId('direct-debit-error')).textContent).toContain('0201234567');
  });

  it('says a bundle that is not on offer is gone instead of asking for the mandate', async () => {
    renderDirectDebit([200, {}], [200, {}], '20000000-0000-4000-8000-000000000009');
    expect((await screen.findByRole('alert')).textContent).toContain('Dit pakket bestaat niet (meer).');
    expect(screen.getByText('Naar de creditpakketten')).toBeTruthy();
    expect(screen.queryByTestId('direct-debit-form')).toBeNull();
  });
});
