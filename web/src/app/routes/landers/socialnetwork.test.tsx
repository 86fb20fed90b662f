import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/screen.tsx';
import { landerQueries, showcaseAnswer } from '../../../test/showcase-answer.ts';
import { Component as SocialLander } from './socialnetwork.tsx';

const offer = { id: 'o1', kind: 'cam' as const, title: 'Cam partner', url: 'https://cams.example', image: null };

function renderLander(url: string, slug: string | undefined, answer = showcaseAnswer()) {
  return renderScreen(<SocialLander />, landerQueries(slug, answer), { url, path: '/landers/socialnetwork/:slug?' });
}

describe('the social-feed lander', () => {
  it('shows each member as a post with photo, name, age and town, the fictional one badged', () => {
    renderLander('/landers/socialnetwork', undefined);
    const posts = screen.getAllByTestId('social-post');
    expect(posts).toHaveLength(3);
    expect(within(posts[0]!).getByText('Lid 1, 31')).toBeTruthy();
    expect(within(posts[0]!).getByText('Stad 1')).toBeTruthy();
    expect(
      within(posts[0]!).getByRole('link', { name: 'Maak kennis met Lid 1' }).querySelector('img')!.getAttribute('src'),
    ).toBe('/media/p1/thumb.jpg');
    expect(within(posts[1]!).getByText('Fictief').getAttribute('title')).toBe('Dit profiel is fictief.');
    expect(within(posts[0]!).queryByText('Fictief')).toBeNull();
  });

  it('opens signup from likes, comments, replies and the buttons, keeping the query', () => {
    renderLander('/landers/socialnetwork/nowhere?network=x', 'nowhere');
    const signup = '/landers/socialnetwork/nowhere?network=x&signup=1';
    const post = screen.getAllByTestId('social-post')[0]!;
    expect(within(post).getByRole('link', { name: 'Lid 1 leuk vinden' }).getAttribute('href')).toBe(signup);
    expect(within(post).getByRole('link', { name: 'Reageren op Lid 1' }).getAttribute('href')).toBe(signup);
    expect(within(post).getByTestId('social-post-reply').getAttribute('href')).toBe(signup);
    expect(screen.getByTestId('socialnetwork-signup').getAttribute('href')).toBe(signup);
  });

  it('heads the general page where the slug names nothing', () => {
    renderLander('/landers/socialnetwork/nowhere', 'nowhere');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles bij jou in de buurt');
  });

  it('translates a theme in its headline', () => {
    renderLander(
      '/landers/socialnetwork/romance',
      'romance',
      showcaseAnswer({ place: { kind: 'theme', name: 'romance', slug: 'romance' } }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Singles in Romantiek');
  });

  it('puts a partner offer among the posts, marked as an ad', () => {
    const profiles = showcaseAnswer().profiles;
    renderLander(
      '/landers/socialnetwork',
      undefined,
      showcaseAnswer({ profiles: [...profiles, ...profiles.map((p) => ({ ...p, id: `${p.id}x` }))], offers: [offer] }),
    );
    const card = screen.getByTestId('offer-card');
    expect(card.getAttribute('href')).toBe('https://cams.example');
    expect(within(card).getByText('Live cam · advertentie')).toBeTruthy();
  });
});
