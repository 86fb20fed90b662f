import { useEffect, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '../../../../../shared/contracts/notifications.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { paths } from '../../../lib/paths.ts';
import { useMarkNotificationsRead } from '../api/notifications.ts';

/** Where a notification leads: the member it is about, or the own profile for a rejected photo. */
export function notificationPath(notification: Notification): string | null {
  if (notification.kind === 'photo_rejected') return paths.profile();
  return notification.profile ? paths['members-id'](notification.profile.id) : null;
}

/** What a notification says; a rejected photo's names the reason when the moderator gave one. */
function notificationText(t: TFunction, notification: Notification, name: string): string {
  if (notification.reason) {
    const reason = t(`notifications.rejection_reasons.${notification.reason}`);
    return t(`notifications.kinds.${notification.kind}_reason`, { reason });
  }
  return t(`notifications.kinds.${notification.kind}`, { name });
}

/** Marks the unread ones among the shown notifications read, once each, after they have been shown. */
function useMarkShownRead(notifications: Notification[]) {
  const mark = useMarkNotificationsRead();
  const sent = useRef(new Set<string>());
  const key = notifications
    .filter((n) => !n.read)
    .map((n) => n.id)
    .join(',');
  const { mutate } = mark;
  useEffect(() => {
    const ids = key ? key.split(',').filter((id) => !sent.current.has(id)) : [];
    if (ids.length === 0) return;
    for (const id of ids) sent.current.add(id);
    mutate(ids);
  }, [key, mutate]);
}

const ROW = 'notification-row d-flex align-items-center gap-3 p-3 text-reset text-decoration-none';

/** The notifications, newest first, the unread ones marked; each opens what it is about. */
export function NotificationList({ notifications, cdnPrefix }: { notifications: Notification[]; cdnPrefix: string }) {
  const { t, i18n } = useTranslation();
  useMarkShownRead(notifications);
  return (
    <ul className="list-group notification-list" data-testid="notification-list">
      {notifications.map((notification) => {
        const name = notification.profile?.name ?? t('notifications.someone');
        const to = notificationPath(notification);
        const content = (
          <>
            {notification.profile?.photo ? (
              <img
                className="notification-photo rounded-circle"
                src={mediaUrl(cdnPrefix, notification.profile.photo.thumb)}
                alt=""
              />
            ) : (
              <span className="notification-photo member-card-placeholder rounded-circle" aria-hidden="true" />
            )}
            <span className="flex-grow-1">
              <span className={notification.read ? '' : 'fw-semibold'}>{notificationText(t, notification, name)}</span>
              <span className="d-block small text-body-secondary">
                <time dateTime={notification.created_at}>
                  {formatDate(i18n.language, notification.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                {!notification.read && (
                  <span className="badge text-bg-secondary ms-2">{t('notifications.unread')}</span>
                )}
              </span>
            </span>
          </>
        );
        return (
          <li
            key={notification.id}
            className={`list-group-item p-0${notification.read ? '' : ' notification-unread'}`}
            data-testid="notification"
          >
            {to ? (
              <Link className={`${ROW} list-group-item-action`} to={to}>
                {content}
              </Link>
            ) : (
              <div className={ROW}>{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
