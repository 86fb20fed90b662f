import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwipeGame } from '../../features/likes/components/swipe-game.tsx';
import { MemberHints } from '../../features/members/components/member-hints.tsx';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** /swipe-game: like or pass members one card at a time, each with the discovery hints the server gives. */
export function Component() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  return (
    <div className="container py-4" data-testid="swipe-game-page">
      <div className="d-flex align-items-center gap-2 mb-3 swipe-game-header mx-auto">
        <h1 className="h3 mb-0 me-auto">{t('swipe.title')}</h1>
        <Link className="btn btn-link pe-0" to={paths.likes()}>
          {t('swipe.to_likes')}
        </Link>
      </div>
      <SwipeGame
        cdnPrefix={settings.cdn_prefix}
        fictionalWarning={settings.fictional_icon ? settings.fictional_warning : undefined}
        hintsOf={(member) => <MemberHints member={member} onPhoto />}
      />
    </div>
  );
}
