import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderScreen, stubFetch } from '../../../test/screen.tsx';
import { DeleteAccountForm } from './delete-account-form.tsx';

describe('deleting the account', () => {
  it('is possible only once confirmed, and sends the password alone', async () => {
    const fetch = stubFetch(200, {});
    const onDeleted = vi.fn();
    renderScreen(<DeleteAccountForm onDeleted={onDeleted} />);
    const button = screen.getByRole('button', { name: 'Account verwijderen' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('Ja, ik wil mijn account verwijderen'));
    expect(button.disabled).toBe(false);
    fill('Wachtwoord', 'my password');
    await userEvent.click(button);
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, JSON.parse(init!.body as string)]).toEqual(['/api/account-delete.php', { password: 'my password' }]);
  });
});
