import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToHash } from './use-scroll-to-hash.ts';

function Screen({ ready }: { ready: boolean }) {
  useScrollToHash(ready);
  return <section id="photos">Foto&apos;s</section>;
}

const scrolled = vi.fn();
afterEach(() => {
  scrolled.mockReset();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

/** A link to a part of a screen (`/profile#photos`) brings it into view once the screen has drawn it. */
describe('scrolling to the URL’s hash', () => {
  it('waits till the screen is ready, then brings the named element into view', () => {
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled(this.id);
    };
    const at = (ready: boolean) => (
      <MemoryRouter initialEntries={['/profile#photos']}>
        <Screen ready={ready} />
      </MemoryRouter>
    );
    const { rerender } = render(at(false));
    expect(scrolled).not.toHaveBeenCalled();
    rerender(at(true));
    expect(scrolled).toHaveBeenCalledWith('photos');
  });

  it('does nothing without a hash', () => {
    HTMLElement.prototype.scrollIntoView = scrolled;
    render(
      <MemoryRouter initialEntries={['/profile']}>
        <Screen ready />
      </MemoryRouter>,
    );
    expect(scrolled).not.toHaveBeenCalled();
  });
});
