import { type ComponentProps, Fragment, type ReactNode } from 'react';
import type { MemberCard as Card } from '../../../../../shared/contracts/members.ts';
import { MemberCard } from './member-card.tsx';

type GridProps = Omit<ComponentProps<typeof MemberCard>, 'member' | 'to' | 'marker' | 'firstScreen'> & {
  members: Card[];
  /** Where each card leads (the profile by default). */
  linkOf?: (member: Card) => string;
  /** A mark on a card's photo. */
  markerOf?: (member: Card) => ReactNode;
  /** A control beside the card's link, over its photo (the like heart). */
  actionOf?: (member: Card) => ReactNode;
  /** A card of another kind placed after the member at `index`, in a cell of its own (a partner offer). */
  after?: (index: number) => ReactNode;
};

/** The cards a phone shows on its first screen (two rows of two), whose photos load first. */
const FIRST_SCREEN_CARDS = 4;

/** Member cards in a grid: two across on a phone, up to four on a desktop. */
export function MemberGrid({ members, linkOf, markerOf, actionOf, after, ...cardProps }: GridProps) {
  return (
    <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3">
      {members.map((member, index) => {
        const extra = after?.(index);
        return (
          <Fragment key={member.id}>
            <div className="col position-relative">
              <MemberCard
                member={member}
                to={linkOf?.(member)}
                marker={markerOf?.(member)}
                firstScreen={index < FIRST_SCREEN_CARDS}
                {...cardProps}
              />
              {actionOf && <div className="member-card-action">{actionOf(member)}</div>}
            </div>
            {extra && <div className="col">{extra}</div>}
          </Fragment>
        );
      })}
    </div>
  );
}
