import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OwnPhoto } from '../../../../../shared/contracts/photos.ts';
import { renderScreen, stubFetch } from '../../../test/screen.tsx';
import { PhotoManager } from './photo-manager.tsx';

const photo = (id: string, main = false): OwnPhoto => ({
  id,
  status: 'active',
  visibility: 'public',
  main,
  thumb: `${id}-thumb.webp`,
  profile: `${id}-profile.webp`,
});
const renderManager = (count: number, limit: number) =>
  renderScreen(
    <PhotoManager
      photos={Array.from({ length: count }, (_, i) => photo(`p${i}`, i === 0))}
      limit={limit}
      cdnPrefix=""
    />,
  );

describe('the photo manager', () => {
  it('offers public and private uploads below the limit, counted against it', () => {
    renderManager(2, 3);
    expect(screen.getByText("2 van maximaal 3 foto's")).toBeTruthy();
    expect(screen.getAllByTestId('own-photo')).toHaveLength(2);
    expect(screen.getByLabelText('Foto toevoegen').getAttribute('type')).toBe('file');
    expect(screen.getByLabelText('Privéfoto toevoegen').getAttribute('type')).toBe('file');
    expect(screen.queryByTestId('photo-limit-reached')).toBeNull();
  });

  it('says the limit instead of offering uploads once it is reached', () => {
    renderManager(3, 3);
    expect(screen.getByText("3 van maximaal 3 foto's")).toBeTruthy();
    expect(screen.getByTestId('photo-limit-reached').textContent).toBe("Je kunt maximaal 3 foto's hebben.");
    expect(screen.queryByLabelText('Foto toevoegen')).toBeNull();
    expect(screen.queryByLabelText('Privéfoto toevoegen')).toBeNull();
  });

  it("shows the server's refusal of an upload past the limit", async () => {
    const message = "Je kunt maximaal 3 foto's hebben.";
    const fetch = stubFetch(403, { statusCode: 403, code: 'photo_limit', message });
    renderManager(2, 3);
    await userEvent.upload(
      screen.getByLabelText('Privéfoto toevoegen'),
      new File(['x'], 'me.jpg', { type: 'image/jpeg' }),
    );
    expect((await screen.findByTestId('photo-error')).textContent?.trim()).toBe(message);
    const [url, init] = fetch.mock.calls[0]!;
    expect([url, init!.method]).toEqual(['/api/photos.php?visibility=private', 'POST']);
  });

  it('shows the refusal of a photo rejected before, naming the reason', async () => {
    const message = 'Deze foto is eerder afgekeurd: naakt of seksueel getinte inhoud. Kies een andere foto.';
    stubFetch(422, { statusCode: 422, code: 'photo_rejected_before', message });
    renderManager(1, 3);
    await userEvent.upload(screen.getByLabelText('Foto toevoegen'), new File(['x'], 'me.jpg', { type: 'image/jpeg' }));
    expect((await screen.findByTestId('photo-error')).textContent?.trim()).toBe(message);
    expect(screen.getAllByTestId('own-photo')).toHaveLength(1);
  });
});

describe('deleting a photo', () => {
  const deleteCalls = (fetch: ReturnType<typeof stubFetch>) =>
    fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE');
  const askToDelete = async (index: number) => {
    await userEvent.click(
      within(screen.getAllByTestId('own-photo')[index]!).getByRole('button', { name: 'Verwijderen' }),
    );
    return screen.findByRole('dialog', { name: 'Foto verwijderen' });
  };

  it('asks in the app’s own dialog, named and described, never the browser’s confirm, then deletes that photo', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const fetch = stubFetch(200, {});
    renderManager(2, 3);
    const dialog = await askToDelete(1);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Deze foto verwijderen?',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toBeTruthy();
    expect(deleteCalls(fetch)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('photo-deleted')).textContent).toBe('Foto verwijderd.');
    const [[url, init]] = deleteCalls(fetch) as [[string, RequestInit]];
    expect(url.split('?')[0]).toBe('/api/photos.php');
    expect(JSON.parse(init.body as string)).toEqual({ id: 'p1' });
    expect(confirm).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('deletes nothing when the member cancels, or presses Escape', async () => {
    const fetch = stubFetch(200, {});
    renderManager(2, 3);
    let dialog = await askToDelete(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await askToDelete(1);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteCalls(fetch)).toHaveLength(0);
    expect(screen.queryByTestId('photo-deleted')).toBeNull();
    expect(screen.getAllByTestId('own-photo')).toHaveLength(2);
  });
});
