import { type ComponentProps } from 'react';
import type { MemberCard as Card } from '../../../../../shared/contracts/members.ts';
import { MemberCard } from './member-card.tsx';

type GridProps = Omit<ComponentProps<typeof MemberCard>, 'member'> & { members: Card[] };

/** Member cards in a grid: two across on a phone, up to four on a desktop. */
export function MemberGrid({ members, ...cardProps }: GridProps) {
  return (
    <div className="row row-cols-2 row-cols-sm-3 row-cols-lg-4 g-3">
      {members.map((member) => (
        <div className="col" key={member.id}>
          <MemberCard member={member} {...cardProps} />
        </div>
      ))}
    </div>
  );
}
