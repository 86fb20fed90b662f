import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberCard as Card } from '../../../../../shared/contracts/members.ts';
import { card } from '../../../test/members.ts';
import { renderScreen } from '../../../test/screen.tsx';
import { MemberCard } from './member-card.tsx';

const renderCard = (member: Card) =>
  renderScreen(<MemberCard member={member} cdnPrefix="" regionNames={new Map()} />, [], { url: '/', path: '/' });

describe('a member card', () => {
  it('shows when the member was last active and how far away they live', () => {
    renderCard(card(1, { activity: 'today', distance: 'lt5' }));
    expect(screen.getByTestId('member-activity').textContent).toBe('Vandaag actief');
    expect(screen.getByTestId('member-distance').textContent).toBe('< 5 km bij je vandaan');
  });

  it('marks online members with a dot, and shows the activity alone without a distance', () => {
    renderCard(card(1, { activity: 'online' }));
    expect(screen.getByTestId('member-hints').textContent).toBe('Nu online');
    expect(document.querySelector('.member-online-dot')).not.toBeNull();
  });

  it('shows the distance alone, and nothing where neither is told', () => {
    renderCard(card(1, { distance: 'gt200' }));
    expect(screen.getByTestId('member-hints').textContent).toBe('> 200 km bij je vandaan');
    renderCard(card(2, { activity: 'week' }));
    expect(screen.getAllByTestId('member-activity').at(-1)!.textContent).toBe('Deze week actief');
    renderCard(card(3));
    expect(screen.getAllByTestId('member-card')).toHaveLength(3);
    expect(screen.getAllByTestId('member-hints')).toHaveLength(2);
  });
});
