import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnPhoto } from '../../../../../shared/contracts/photos.ts';
import { renderScreen, stubApi } from '../../../test/screen.tsx';
import { PhotoStep } from './photo-step.tsx';

const photo = (extra: Partial<OwnPhoto>): OwnPhoto => ({
  id: '30000000-0000-4000-8000-000000000001',
  status: 'in_review',
  visibility: 'public',
  main: true,
  thumb: 'me/thumb.jpg?sig=1',
  profile: 'me/profile.jpg?sig=1',
  ...extra,
});

/** Step 0 as it opens again (after a reload) for a member with these photos stored. */
function openStep(photos: OwnPhoto[]) {
  const fetch = stubApi((path) => (path === '/api/photos.php' ? [200, { photos, limit: 3 }] : [404, {}]));
  const onNext = vi.fn();
  renderScreen(<PhotoStep cdnPrefix="" onNext={onNext} />);
  return { fetch, onNext };
}

describe('signup step 0 opened again', () => {
  it('shows the main photo already uploaded, and goes on without asking for one', async () => {
    openStep([photo({ main: false, id: 'other', profile: 'other.jpg' }), photo({})]);
    const preview = await screen.findByTestId('photo-preview');
    expect(preview.getAttribute('src')).toBe('/media/me/profile.jpg?sig=1');
    expect(screen.getByText('Andere foto kiezen')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Overslaan' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks for a photo when none is stored, or only one that was refused', async () => {
    const { fetch } = openStep([photo({ status: 'rejected' })]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Overslaan' });
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    expect((screen.getByRole('button', { name: 'Volgende' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('signup step 0 refusing an upload', () => {
  it("shows the server's message when the photo was rejected before, and still asks for one", async () => {
    const message = 'Deze foto is eerder afgekeurd: je staat er zelf niet op. Kies een andere foto.';
    const fetch = stubApi((path, init) =>
      path === '/api/photos.php' && init?.method === 'POST'
        ? [422, { statusCode: 422, code: 'photo_rejected_before', message }]
        : path === '/api/photos.php'
          ? [200, { photos: [], limit: 3 }]
          : [404, {}],
    );
    const { container } = renderScreen(<PhotoStep cdnPrefix="" onNext={vi.fn()} />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await userEvent.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );
    const alert = await screen.findByTestId('photo-error');
    expect([alert.getAttribute('role'), alert.textContent?.trim()]).toEqual(['alert', message]);
    expect(screen.queryByTestId('photo-preview')).toBeNull();
    expect(screen.getByRole('button', { name: 'Overslaan' })).toBeTruthy();
  });
});
