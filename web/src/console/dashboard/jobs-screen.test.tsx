import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen, stubApi } from '../test/console-screen.ts';
import { Component as JobsScreen } from './jobs-screen.tsx';

const QUEUE = {
  kinds: [
    { kind: 'mail.activation', due: 3, scheduled: 0, leased_or_retrying: 2, dead: 1 },
    { kind: 'push.message', due: 0, scheduled: 4, leased_or_retrying: 0, dead: 0 },
  ],
};
const deadJob = (id: string, kind: string, retryable: boolean) => ({
  id,
  kind,
  attempts: 30,
  last_error: `${kind} failed: ECONNREFUSED`,
  created_at: '2026-11-26T10:00:00Z',
  died_at: '2026-11-27T09:00:00Z',
  payload: {},
  retryable,
});
const DEAD = {
  jobs: [deadJob('job-1', 'other.cleanup', true), deadJob('job-2', 'mail.activation', false)],
  more: false,
};

describe('the jobs panel', () => {
  it('shows the queue by kind and the dead jobs, and runs a dead job again', async () => {
    const fetch = stubApi((path) => {
      if (path === '/api/admin/job-queue.php') return [200, QUEUE];
      if (path === '/api/admin/dead-jobs.php') return [200, DEAD];
      return [200, { ok: true }];
    });
    renderScreen(<JobsScreen />);
    const queue = await screen.findByTestId('queue-table');
    const rows = within(queue)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['mail.activation', '3', '0', '2', '1'],
      ['push.message', '0', '4', '0', '0'],
    ]);
    const dead = await screen.findByTestId('dead-jobs-table');
    expect(within(dead).getByText('other.cleanup failed: ECONNREFUSED')).toBeTruthy();
    // A job whose link was removed cannot run again: no button for it.
    expect(within(dead).getAllByRole('button')).toHaveLength(1);
    expect(within(dead).getByText('Kan niet opnieuw: er is een link uit verwijderd')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw uitvoeren other.cleanup' }));
    expect((await screen.findByRole('status')).textContent).toContain('De taak wordt opnieuw uitgevoerd.');
    const retries = fetch.mock.calls.filter(([url]) => url === '/api/admin/job-retry.php');
    expect(retries.map(([, init]) => init?.body)).toEqual([JSON.stringify({ id: 'job-1' })]);
    // The queue and the dead jobs are read again.
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => url.startsWith('/api/admin/job-queue.php'))).toHaveLength(2),
    );
  });

  it('says when nothing waits or died, and why a retry is refused', async () => {
    stubApi((path) => {
      if (path === '/api/admin/job-queue.php') return [200, { kinds: [] }];
      if (path === '/api/admin/dead-jobs.php')
        return [200, { jobs: [deadJob('job-1', 'other.cleanup', true)], more: false }];
      return [409, { statusCode: 409, code: 'job_not_retryable', message: 'refused' }];
    });
    renderScreen(<JobsScreen />);
    expect(await screen.findByText('Er wachten geen taken.')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Opnieuw uitvoeren other.cleanup' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deze taak kan niet opnieuw: de link in de mail');
  });

  it('says when there are no dead jobs', async () => {
    stubApi((path) => [200, path === '/api/admin/job-queue.php' ? QUEUE : { jobs: [], more: false }]);
    renderScreen(<JobsScreen />);
    expect(await screen.findByText('Geen mislukte taken.')).toBeTruthy();
  });
});
