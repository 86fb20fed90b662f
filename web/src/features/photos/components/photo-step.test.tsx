import { screen } from '@testing-library/react';
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
