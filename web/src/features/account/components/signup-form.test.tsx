import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Settings } from '../../../../../shared/contracts/sites.ts';
import { forgetReturnPath, keptReturnPath } from '../../../lib/return-path.ts';
import { settingsQuery } from '../../../lib/site-settings.ts';
import { fill, noteOf, renderScreen, stubFetch } from '../../../test/screen.tsx';
import { SignupForm } from './signup-form.tsx';

const settings = { invite_only: false, signups: 'all' } as Settings;
const renderSignup = (site: Partial<Settings> = {}, returnTo?: string) =>
  renderScreen(<SignupForm returnTo={returnTo} />, [[settingsQuery.queryKey, { ...settings, ...site }]]);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));

function fillValid() {
  fill('E-mailadres', 'femke@example.com');
  fill('Naam', 'Femke');
  fill('Geboortedatum', '1991-03-01');
  fill('Wachtwoord', 'a long password');
}

describe('the signup form', () => {
  it('limits each field to what the contract allows', () => {
    renderSignup();
    const maxLength = (label: string) => screen.getByLabelText(label).getAttribute('maxlength');
    expect(['E-mailadres', 'Naam', 'Waarom meld je je aan?', 'Wachtwoord'].map(maxLength)).toEqual([
      '254',
      '40',
      '2000',
      '200',
    ]);
  });

  it('says a message over 2,000 characters is too long, under the field, and sends nothing', async () => {
    const fetch = stubFetch();
    renderSignup();
    fillValid();
    fill('Waarom meld je je aan?', 'a'.repeat(2001));
    await submit();
    expect(noteOf('Waarom meld je je aan?')).toBe('Gebruik hoogstens 2000 tekens.');
    expect(document.activeElement).toBe(screen.getByLabelText('Waarom meld je je aan?'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('names the right end of the password length', async () => {
    const fetch = stubFetch();
    renderSignup();
    fillValid();
    fill('Wachtwoord', 'p'.repeat(300));
    await submit();
    expect(noteOf('Wachtwoord')).toBe('Gebruik hoogstens 200 tekens.');
    fill('Wachtwoord', 'short');
    await submit();
    expect(noteOf('Wachtwoord')).toBe('Kies een wachtwoord van minstens 8 tekens.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what is missing under each field and focuses the first', async () => {
    renderSignup();
    await submit();
    expect(noteOf('E-mailadres')).toBe('Ongeldige e-mail');
    expect(noteOf('Naam')).toBe('Vul een naam in van 2 tot 40 tekens.');
    expect(noteOf('Geboortedatum')).toBe('Vul uw geboortedatum in (18+ jaar)');
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
  });

  it("puts the server's field message under its field", async () => {
    const taken = 'Dit e-mailadres heeft al een account op deze site.';
    const fetch = stubFetch(400, { statusCode: 400, code: 'validation_failed', fields: { email: taken } });
    renderSignup();
    fillValid();
    await submit();
    await waitFor(() => expect(noteOf('E-mailadres')).toBe(taken));
    expect(fetch).toHaveBeenCalledOnce();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mailadres'));
  });

  it('says signing up is closed on a site that takes no signups, with no form to fill', () => {
    renderSignup({ signups: 'other' });
    expect(screen.getByTestId('signup-closed').textContent).toContain('Aanmelden is op dit moment niet mogelijk.');
    expect(screen.queryByTestId('signup-form')).toBeNull();
  });

  it.each([
    ['signup_needs_source', 'Aanmelden op deze site kan alleen via de link van een van onze partners.'],
    ['signup_closed', 'Aanmelden is op dit moment niet mogelijk.'],
  ])("shows the server's refusal %s", async (code, message) => {
    stubFetch(403, { statusCode: 403, code, message });
    renderSignup({ signups: 'with_trafficsource' });
    fillValid();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(message);
  });

  it('keeps the page the visitor was headed for once the account exists, not before', async () => {
    forgetReturnPath();
    const fetch = stubFetch(400, { statusCode: 400, code: 'validation_failed', message: 'Nee.' });
    renderSignup({}, '/credits/abc');
    fillValid();
    await submit();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(keptReturnPath()).toBeUndefined();
    stubFetch(200, { id: 'm1' });
    await submit();
    await waitFor(() => expect(keptReturnPath()).toBe('/credits/abc'));
  });
});
