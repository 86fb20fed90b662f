import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fill, noteOf, renderScreen, stubApi } from '../../../test/screen.tsx';
import { DiscountCodeForm } from './discount-code-form.tsx';

const BUNDLE = '20000000-0000-4000-8000-000000000002';
const ORDER = { bundle_id: BUNDLE, method: 'ideal' as const, country: 'NL' };

function renderForm(answer: [number, unknown]) {
  const fetch = stubApi(() => answer);
  const onApplied = vi.fn();
  renderScreen(<DiscountCodeForm order={ORDER} applied={undefined} onApplied={onApplied} />);
  return { fetch, onApplied };
}

const apply = (code: string) => {
  fill('Kortingscode', code);
  fireEvent.click(screen.getByText('Toepassen'));
};

describe('the discount code form', () => {
  it('checks the code against the order and hands the discount on', async () => {
    const discount = { code: 'DEMO10', percentage: 10, source: 'code', expires: null };
    const { fetch, onApplied } = renderForm([200, discount]);
    apply(' demo10 ');
    await waitFor(() => expect(onApplied).toHaveBeenCalledWith(discount));
    const query = new URLSearchParams(String(fetch.mock.calls[0]?.[0]).split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({ ...ORDER, code: 'DEMO10' });
  });

  it("says a refused code under the field, with the server's words, and keeps focus there", async () => {
    const { onApplied } = renderForm([
      409,
      { statusCode: 409, code: 'discount_used', message: 'Deze code is al gebruikt' },
    ]);
    apply('USED1');
    await waitFor(() => expect(noteOf('Kortingscode')).toBe('Deze code is al gebruikt'));
    expect(screen.getByLabelText('Kortingscode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Kortingscode'));
    expect(onApplied).not.toHaveBeenCalled();
  });

  it('says a refusal about the order, not the code, under the field too (the form has no other place)', async () => {
    const fields = { bundle_id: 'Ongeldige waarde' };
    renderForm([400, { statusCode: 400, code: 'validation_failed', message: 'Controleer de velden.', fields }]);
    apply('DEMO10');
    await waitFor(() => expect(noteOf('Kortingscode')).toBe('Controleer de velden.'));
  });

  it('refuses a code with other signs than letters, digits and dashes before asking', async () => {
    const { fetch } = renderForm([200, {}]);
    apply('DEMO 10!');
    await waitFor(() => expect(noteOf('Kortingscode')).toBe('Code niet gevonden'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
