import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/screen.tsx';
import { landerQueries, showcaseAnswer, showcaseMember, stubReducedMotion } from '../../../test/showcase-answer.ts';
import { Component as VideoLander } from './video.tsx';

function renderLander(url: string, slug: string | undefined, answer = showcaseAnswer()) {
  return renderScreen(<VideoLander />, landerQueries(slug, answer), { url, path: '/landers/video/:slug?' });
}

const caption = () => screen.getByTestId('video-caption');

describe('the video lander', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves through member photos under the play button, the fictional one badged, pausing on request', () => {
    stubReducedMotion(false);
    renderLander('/landers/video', undefined);
    const hero = screen.getByTestId('video-hero');
    expect(hero.querySelectorAll('img')).toHaveLength(3);
    expect(hero.querySelector('video')).toBeNull();
    expect(within(caption()).getByText('Lid 1, 31')).toBeTruthy();
    expect(within(caption()).queryByText('Fictief')).toBeNull();
    act(() => vi.advanceTimersByTime(7000));
    expect(within(caption()).getByText('Lid 2, 32')).toBeTruthy();
    expect(within(caption()).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
    act(() => vi.advanceTimersByTime(21_000));
    expect(within(caption()).getByText('Lid 2, 32')).toBeTruthy();
  });

  it('loads the first photo at once, at the profile size at most, and the others lazily', () => {
    stubReducedMotion(false);
    renderLander('/landers/video', undefined);
    const [first, second] = screen.getByTestId('video-hero').querySelectorAll('img');
    expect(first!.getAttribute('loading')).toBe('eager');
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.getAttribute('srcset')).toBe('/media/p1/thumb.jpg 200w, /media/p1/profile.jpg 640w');
    expect(second!.getAttribute('loading')).toBe('lazy');
  });

  it('plays into signup keeping the query; the members follow; an unknown slug heads the general page', () => {
    stubReducedMotion(true);
    renderLander('/landers/video/nowhere?network=x', 'nowhere', showcaseAnswer({ profiles: [showcaseMember(1)] }));
    expect(screen.getByRole('link', { name: 'Afspelen: meld je gratis aan' }).getAttribute('href')).toBe(
      '/landers/video/nowhere?network=x&signup=1',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles bij jou in de buurt');
    expect(screen.getAllByTestId('showcase-tile')).toHaveLength(1);
    expect(screen.queryByTestId('motion-pause')).toBeNull();
  });
});
