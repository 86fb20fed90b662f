import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderLander, showcaseAnswer, showcaseMember } from '../../../test/lander.tsx';
import { Component as TinderSwipe } from './tinderswipe.tsx';

const at = (query = '', answer = showcaseAnswer()) =>
  renderLander(TinderSwipe, { url: `/landers/tinderswipe${query}`, path: '/landers/tinderswipe', answer });
const topName = () => within(screen.getByTestId('swipe-card')).getByRole('heading').textContent;
const location = () => screen.getByTestId('location').textContent;

describe('the tinderswipe lander', () => {
  it('shows the general wording and the first member on top, with an eagerly loaded photo', () => {
    at();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles bij jou in de buurt');
    expect(topName()).toBe('Lid 1, 31');
    expect(screen.getByTestId('swipe-card').querySelector('img')!.getAttribute('fetchpriority')).toBe('high');
  });

  it('swipes on with the nope button and the left arrow, badges the fictional member, and opens signup after three', async () => {
    at('?network=x');
    await userEvent.click(screen.getByRole('button', { name: 'Lid 1 overslaan' }));
    expect(topName()).toBe('Lid 2, 32');
    expect(within(screen.getByTestId('swipe-card')).getByText('Fictief').getAttribute('title')).toBe(
      'Dit profiel is fictief.',
    );
    await userEvent.keyboard('{ArrowLeft}');
    expect(topName()).toBe('Lid 3, 33');
    expect(location()).toBe('/landers/tinderswipe?network=x');
    await userEvent.keyboard('{ArrowLeft}');
    expect(topName()).toBe('Lid 4, 34');
    expect(location()).toBe('/landers/tinderswipe?network=x&signup=1');
  });

  it('opens signup in place on a like, by button or right arrow, keeping the tracking query', async () => {
    at('?network=x&ref=y');
    await userEvent.click(screen.getByRole('button', { name: 'Lid 1 leuk vinden' }));
    expect(location()).toBe('/landers/tinderswipe?network=x&ref=y&signup=1');
    expect(topName()).toBe('Lid 2, 32');
  });

  it('likes with the right arrow', async () => {
    at('?network=x');
    await userEvent.keyboard('{ArrowRight}');
    expect(location()).toBe('/landers/tinderswipe?network=x&signup=1');
  });

  it('swipes by dragging the card past the threshold, not short of it', () => {
    at();
    const drag = (dx: number) => {
      const card = screen.getByTestId('swipe-card');
      fireEvent.pointerDown(card, { clientX: 200, pointerId: 1 });
      fireEvent.pointerMove(card, { clientX: 200 + dx, pointerId: 1 });
      fireEvent.pointerUp(card, { clientX: 200 + dx, pointerId: 1 });
    };
    drag(-40);
    expect(topName()).toBe('Lid 1, 31');
    drag(-150);
    expect(topName()).toBe('Lid 2, 32');
    expect(location()).toBe('/landers/tinderswipe');
  });

  it('ends with a signup link after the last member', async () => {
    at('?sub1=z', showcaseAnswer({ profiles: [showcaseMember(1)] }));
    await userEvent.keyboard('{ArrowLeft}');
    const end = screen.getByTestId('swipe-deck-end');
    expect(within(end).getByRole('link', { name: 'Gratis aanmelden' }).getAttribute('href')).toBe(
      '/landers/tinderswipe?sub1=z&signup=1',
    );
  });

  it('shows the partner offers under the deck', () => {
    at(
      '',
      showcaseAnswer({
        offers: [{ id: 'o1', kind: 'resell', title: 'Partner', url: 'https://p.example/', image: null }],
      }),
    );
    expect(within(screen.getByTestId('offer-card')).getByText('Partnersite · advertentie')).toBeTruthy();
  });
});
