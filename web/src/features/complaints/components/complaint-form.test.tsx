import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderScreen, stubApi } from '../../../test/screen.tsx';
import { ComplaintForm } from './complaint-form.tsx';

const MEMBER = '30000000-0000-4000-8000-000000000003';

function renderForm(answer: [number, unknown]) {
  const fetch = stubApi(() => answer);
  renderScreen(<ComplaintForm memberId={MEMBER} memberName="Sanne" />);
  return fetch;
}

const sentBody = (fetch: ReturnType<typeof stubApi>) => JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));

describe('the complaint form', () => {
  it('names the member, sends the reason, details and block, and thanks', async () => {
    const fetch = renderForm([200, {}]);
    expect(screen.getByText('Je rapporteert Sanne.')).toBeTruthy();
    expect((screen.getByLabelText('Reden') as HTMLSelectElement).value).toBe('fake_profile');
    fireEvent.change(screen.getByLabelText('Reden'), { target: { value: 'scam' } });
    fill('Toelichting (optioneel)', ' Vroeg om geld ');
    fireEvent.click(screen.getByLabelText('Blokkeer dit lid ook'));
    fireEvent.click(screen.getByText('Melding versturen'));
    expect((await screen.findByTestId('complaint-sent')).textContent).toContain(
      'Bedankt, we bekijken je melding zo snel mogelijk. Vanaf nu zien jij en dit lid elkaar niet meer op de site, tenzij we je melding afwijzen.',
    );
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/complaints.php');
    expect(sentBody(fetch)).toEqual({ member_id: MEMBER, reason: 'scam', details: 'Vroeg om geld', block: true });
  });

  it("shows the server's refusal by the button and stays on the form", async () => {
    renderForm([404, { statusCode: 404, code: 'member_not_found', message: 'Dit lid bestaat niet meer.' }]);
    fireEvent.click(screen.getByText('Melding versturen'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Dit lid bestaat niet meer.'));
    expect(screen.queryByTestId('complaint-sent')).toBeNull();
    expect(screen.getByTestId('complaint-form')).toBeTruthy();
  });
});
