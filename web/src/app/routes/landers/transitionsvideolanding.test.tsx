import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/screen.tsx';
import { landerQueries, showcaseAnswer, stubReducedMotion } from '../../../test/showcase-answer.ts';
import { Component as TransitionLander } from './transitionsvideolanding.tsx';

function renderLander(url: string, slug: string | undefined, answer = showcaseAnswer()) {
  return renderScreen(<TransitionLander />, landerQueries(slug, answer), {
    url,
    path: '/landers/transitionsvideolanding/:slug?',
  });
}

const activeSlide = () => screen.getAllByTestId('slide').findIndex((slide) => slide.className.includes('is-active'));

describe('the transition lander', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the members one after another, the fictional one badged, and pauses on request', () => {
    stubReducedMotion(false);
    renderLander('/landers/transitionsvideolanding', undefined);
    const slides = screen.getAllByTestId('slide');
    expect(slides).toHaveLength(3);
    expect(within(slides[0]!).getByText('Lid 1, 31')).toBeTruthy();
    expect(within(slides[1]!).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    expect(activeSlide()).toBe(0);
    act(() => vi.advanceTimersByTime(4500));
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling pauzeren' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(activeSlide()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende foto' }));
    expect(activeSlide()).toBe(2);
    expect(screen.getByText('3 van 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Diavoorstelling afspelen' }));
    act(() => vi.advanceTimersByTime(4500));
    expect(activeSlide()).toBe(0);
  });

  it('stands still where the visitor asked for less motion', () => {
    stubReducedMotion(true);
    renderLander('/landers/transitionsvideolanding', undefined);
    act(() => vi.advanceTimersByTime(20_000));
    expect(activeSlide()).toBe(0);
    expect(screen.queryByTestId('motion-pause')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Vorige foto' }));
    expect(activeSlide()).toBe(2);
  });

  it('leads into signup keeping the query, and heads the general page for an unknown slug', () => {
    stubReducedMotion(false);
    renderLander('/landers/transitionsvideolanding/nowhere?network=x', 'nowhere');
    expect(screen.getByTestId('slideshow-signup').getAttribute('href')).toBe(
      '/landers/transitionsvideolanding/nowhere?network=x&signup=1',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles bij jou in de buurt');
    expect(screen.getAllByTestId('showcase-tile')).toHaveLength(3);
  });
});
