import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../../../test/screen.tsx';
import { StaffWarningModal } from './staff-warning-modal.tsx';

const WARNING = {
  id: '20000000-0000-4000-8000-000000000001',
  reason: 'Wees vriendelijk',
  created_at: '2026-11-20T10:00:00Z',
};

describe('the warning from the moderators', () => {
  it('shows nothing without warnings', async () => {
    const fetch = stubApi(() => [200, { warnings: [] }]);
    renderScreen(<StaffWarningModal />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByTestId('staff-warning')).toBeNull();
  });

  it('shows the warning with its reason until the member says they understand', async () => {
    let seen = false;
    const fetch = stubApi((_, init) =>
      init?.method === 'POST' ? ((seen = true), [200, { ok: true }]) : [200, { warnings: seen ? [] : [WARNING] }],
    );
    renderScreen(<StaffWarningModal />);
    const dialog = await screen.findByRole('dialog', { name: 'Waarschuwing' });
    expect(dialog.textContent).toContain('Reden: Wees vriendelijk');
    await userEvent.click(screen.getByRole('button', { name: 'Ik begrijp het' }));
    await waitFor(() => expect(screen.queryByTestId('staff-warning')).toBeNull());
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([, init]) => JSON.parse(init!.body as string))).toEqual([{ id: WARNING.id }]);
  });
});
