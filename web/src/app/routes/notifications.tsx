import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadMoreButton } from '../../components/load-more-button.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useNotifications } from '../../features/notifications/api/notifications.ts';
import { NotificationList } from '../../features/notifications/components/notification-list.tsx';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** /notifications: likes, matches, messages and rejected photos, newest first, page after page. */
export function Component() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const list = useNotifications();
  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <div className="container py-4 narrow-page" data-testid="notifications-page">
      <h1 className="h3 mb-3">{t('notifications.title')}</h1>
      <ErrorAlert message={list.error?.message} />
      {list.isPending && !list.error && <PageLoading />}
      {list.data &&
        (notifications.length === 0 ? (
          <div className="text-center py-5" data-testid="notifications-empty">
            <p className="lead">{t('notifications.empty')}</p>
            <Link className="btn btn-primary" to={paths.members()}>
              {t('nav.search_members')}
            </Link>
          </div>
        ) : (
          <NotificationList notifications={notifications} cdnPrefix={settings.cdn_prefix} />
        ))}
      <LoadMoreButton query={list} label={t('notifications.load_more')} />
    </div>
  );
}
