import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LIKES_TABS, type LikesTab } from '../../../../shared/contracts/likes.ts';
import { CountBadge } from '../../components/count-badge.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { likesOfTab, newLikerIds, useLikes } from '../../features/likes/api/likes.ts';
import { LikeToggle } from '../../features/likes/components/like-button.tsx';
import { MemberGrid } from '../../features/members/components/member-grid.tsx';
import { regionNamesOf, useRegions } from '../../features/site/api/regions.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

const isTab = (type: string | undefined): type is LikesTab => LIKES_TABS.includes(type as LikesTab);

/** /likes and /likes/{type}: the members who like the member (received, the default), whom they like, and matches. */
export function Component() {
  const { type } = useParams();
  const tab: LikesTab = isTab(type) ? type : 'received';
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const regions = useRegions();
  const likes = useLikes();
  const fresh = newLikerIds(likes.data);
  const members = likes.data ? likesOfTab(likes.data, tab) : [];
  return (
    <div className="container py-4" data-testid="likes-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('likes.title')}</h1>
        <Link className="btn btn-secondary fw-semibold" to={paths['swipe-game']()} data-testid="to-swipe-game">
          {t('likes.play_swipe_game')}
        </Link>
      </div>
      <nav aria-label={t('likes.tabs_label')}>
        <ul className="nav nav-tabs likes-tabs mb-3">
          {LIKES_TABS.map((name) => (
            <li className="nav-item" key={name}>
              <Link
                className={`nav-link${name === tab ? ' active' : ''}`}
                aria-current={name === tab ? 'page' : undefined}
                to={paths['likes-type'](name)}
              >
                {t(`likes.tabs.${name}`)}
                {name === 'received' && (
                  <>
                    {' '}
                    <CountBadge count={fresh.size} label={t('likes.new')} variant="likes" />
                  </>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ErrorAlert message={likes.error?.message} />
      {likes.isPending && !likes.error && <PageLoading />}
      {likes.data &&
        (members.length === 0 ? (
          <div className="text-center py-5" data-testid="likes-empty">
            <p className="lead">{t(`likes.empty.${tab}`)}</p>
            <Link className="btn btn-primary me-2 mb-2" to={paths.members()}>
              {t('nav.search_members')}
            </Link>
            <Link className="btn btn-outline-primary mb-2" to={paths['swipe-game']()}>
              {t('likes.play_swipe_game')}
            </Link>
          </div>
        ) : (
          <MemberGrid
            members={members}
            cdnPrefix={settings.cdn_prefix}
            fictionalWarning={settings.fictional_icon ? settings.fictional_warning : undefined}
            regionNames={regionNamesOf(regions.data)}
            linkOf={(member) => paths['likes-m-id'](member.id)}
            markerOf={(member) =>
              tab !== 'given' &&
              fresh.has(member.id) && (
                <span className="badge text-bg-danger like-new-badge" data-testid="like-new">
                  {t('likes.new')}
                </span>
              )
            }
            actionOf={(member) => <LikeToggle member={member} />}
          />
        ))}
    </div>
  );
}
