import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSignupMatches } from '../../features/landings/api/signup-matches.ts';
import { HeartIcon } from '../../features/landings/components/heart-icon.tsx';
import { type LandingMember, LandingPhoto } from '../../features/landings/components/landing-photo.tsx';
import { useLike } from '../../features/likes/api/likes.ts';
import { MemberHints } from '../../features/members/components/member-hints.tsx';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import './landings.scss';

/**
 * /signup-matches, right after the signup steps: members who fit the new member, one tap to like each, then on to
 * where signup went before (check your mail). A visitor is sent to signup.
 */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useSuspenseQuery(userQuery);
  if (!user) return <Navigate to={paths.signup()} replace />;
  return (
    <div className="container landing landing-matches py-4" data-testid="signup-matches">
      <h1 className="h3 text-center">{t('landings.matches_title')}</h1>
      <p className="text-center text-body-secondary">{t('landings.matches_lead')}</p>
      <Matches />
      <div className="landing-matches-next">
        <Link to={paths['complete-signup']()} className="btn btn-primary btn-lg w-100" data-testid="matches-continue">
          {t('landings.next')}
        </Link>
      </div>
    </div>
  );
}

function Matches() {
  const { t } = useTranslation();
  const members = useSignupMatches();
  const like = useLike();
  const [liked, setLiked] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setLiked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const tap = (member: LandingMember) => {
    mark(member.id, true);
    like.mutate({ member, like: true }, { onError: () => mark(member.id, false) });
  };
  if (members.length === 0) return <p className="text-center my-5">{t('landings.matches_none')}</p>;
  return (
    <ul className="row g-2 g-md-3 list-unstyled landing-matches-list">
      {members.map((member, index) => {
        const done = liked.has(member.id);
        return (
          <li key={member.id} className="col-6 col-md-4 col-lg-3">
            <div className="card border-0 shadow-sm h-100 landing-match" data-testid="signup-match">
              <LandingPhoto
                member={member}
                sizes="(max-width: 767px) 50vw, (max-width: 991px) 33vw, 240px"
                eager={index < 4}
              />
              <div className="card-body p-2 d-flex align-items-center gap-2">
                <div className="min-w-0 flex-grow-1">
                  <div className="fw-semibold text-truncate">
                    {member.name}, {member.age}
                  </div>
                  <div className="small text-body-secondary text-truncate">{member.city ?? '\u00a0'}</div>
                  <MemberHints member={member} />
                </div>
                <button
                  type="button"
                  className={`btn ${done ? 'btn-secondary' : 'btn-outline-secondary'} landing-match-like`}
                  aria-pressed={done}
                  aria-label={t('landings.like_name', { name: member.name })}
                  disabled={done}
                  onClick={() => tap(member)}
                >
                  <HeartIcon filled={done} />
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
