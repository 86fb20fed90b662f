import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ProfilePhoto } from '../../../../../shared/contracts/members.ts';
import { renderScreen } from '../../../test/screen.tsx';
import { PhotoLightbox } from './photo-lightbox.tsx';

const photo = (id: string): ProfilePhoto => ({
  id,
  main: id === 'a',
  locked: false,
  thumb: `${id}/t.jpg`,
  profile: `${id}/p.jpg`,
  full: `${id}/f.jpg`,
});
const photos = [photo('a'), photo('b'), photo('c')];

/** A page with a button before the lightbox, which opens at `start`; `closed` is told when it closes. */
function Page({ start, closed }: { start: number; closed: () => void }) {
  const [index, setIndex] = useState<number | undefined>(start);
  return (
    <>
      <button type="button">Outside</button>
      <PhotoLightbox
        photos={photos}
        cdnPrefix=""
        name="Anna"
        index={index}
        onIndex={setIndex}
        onClose={() => {
          setIndex(undefined);
          closed();
        }}
      />
    </>
  );
}

async function openAt(start: number) {
  const closed = vi.fn();
  renderScreen(<Page start={start} closed={closed} />);
  const dialog = await screen.findByRole('dialog', { name: "Foto's van Anna" });
  const position = () => within(dialog).getByTestId('lightbox-position').textContent;
  const shown = () => within(dialog).getByTestId('lightbox-photo').getAttribute('src');
  return { dialog, position, shown, closed };
}

/** A sideways pointer move over the photo, as a finger's swipe gives it. */
function swipe(dialog: HTMLElement, from: number, to: number) {
  const stage = within(dialog).getByTestId('lightbox-photo').parentElement!;
  fireEvent.pointerDown(stage, { clientX: from, pointerId: 1 });
  fireEvent.pointerUp(stage, { clientX: to, pointerId: 1 });
}

describe('the photo lightbox', () => {
  it('shows the full-size photo and turns with the arrow keys and buttons, round at the ends', async () => {
    const { dialog, position, shown } = await openAt(1);
    expect([position(), shown()]).toEqual(['Foto 2 van 3', '/media/b/f.jpg']);
    await userEvent.keyboard('{ArrowRight}');
    expect([position(), shown()]).toEqual(['Foto 3 van 3', '/media/c/f.jpg']);
    await userEvent.keyboard('{ArrowRight}');
    expect(position()).toBe('Foto 1 van 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(position()).toBe('Foto 3 van 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vorige foto' }));
    expect(position()).toBe('Foto 2 van 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volgende foto' }));
    expect(position()).toBe('Foto 3 van 3');
  });

  it('turns on a swipe left or right, not on a short move', async () => {
    const { dialog, position } = await openAt(0);
    act(() => swipe(dialog, 300, 100));
    expect(position()).toBe('Foto 2 van 3');
    act(() => swipe(dialog, 100, 300));
    expect(position()).toBe('Foto 1 van 3');
    act(() => swipe(dialog, 200, 170));
    expect(position()).toBe('Foto 1 van 3');
  });

  it('keeps the focus inside and the page from scrolling while open; Escape closes it', async () => {
    const { dialog, closed } = await openAt(0);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(document.body.style.overflow).toBe('hidden');
    screen.getByRole('button', { name: 'Outside', hidden: true }).focus();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(closed).toHaveBeenCalledOnce();
    await waitFor(() => expect(document.body.style.overflow).not.toBe('hidden'));
  });
});
