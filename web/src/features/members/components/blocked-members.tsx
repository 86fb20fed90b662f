import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockedMember } from '../../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../../shared/photos.ts';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useBlockedMembers, useUnblock } from '../api/blocks.ts';

/**
 * The members the member blocked, newest first, each with a button that lifts the block after the app's dialog asks;
 * the list is read again after.
 */
export function BlockedMembers({ cdnPrefix }: { cdnPrefix: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const blocks = useBlockedMembers();
  const unblock = useUnblock();
  /** The member whose unblocking waits for the member's yes (kept while the dialog fades out). */
  const [asking, setAsking] = useState<{ member: BlockedMember; open: boolean }>();
  const stopAsking = () => setAsking((current) => current && { ...current, open: false });
  return (
    <section className="card shadow-sm mb-4" aria-labelledby={titleId} data-testid="blocked-members">
      <div className="card-body">
        <h2 className="h5" id={titleId}>
          {t('settings.blocked_title')}
        </h2>
        <ErrorAlert message={blocks.error?.message} />
        <ErrorAlert message={unblock.error?.message} testId="unblock-error" />
        {blocks.isPending && <PageLoading />}
        {blocks.data?.blocked.length === 0 && (
          <p className="text-body-secondary mb-0" data-testid="blocked-empty">
            {t('settings.blocked_empty')}
          </p>
        )}
        {!!blocks.data?.blocked.length && (
          <ul className="list-unstyled mb-0">
            {blocks.data.blocked.map((member) => (
              <BlockedMemberItem
                key={member.id}
                member={member}
                cdnPrefix={cdnPrefix}
                onUnblock={() => setAsking({ member, open: true })}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmModal
        show={!!asking?.open}
        title={t('settings.unblock_title')}
        confirmLabel={t('settings.unblock')}
        onConfirm={() => {
          if (asking) unblock.mutate(asking.member.id);
          stopAsking();
        }}
        onCancel={stopAsking}
        testId="unblock-confirm"
      >
        {asking && t('settings.unblock_confirm', { name: asking.member.name })}
      </ConfirmModal>
    </section>
  );
}

function BlockedMemberItem(props: { member: BlockedMember; cdnPrefix: string; onUnblock: () => void }) {
  const { member, cdnPrefix, onUnblock } = props;
  const { t, i18n } = useTranslation();
  return (
    <li className="d-flex align-items-center gap-2 py-2 border-top" data-testid="blocked-member">
      {member.photo ? (
        <img
          className="blocked-member-photo rounded-circle"
          src={mediaUrl(cdnPrefix, member.photo.thumb)}
          alt=""
          width={40}
          height={40}
        />
      ) : (
        <span className="blocked-member-photo rounded-circle member-card-placeholder" aria-hidden="true" />
      )}
      <span className="flex-grow-1 min-w-0">
        <span className="d-block fw-semibold text-truncate">{member.name}</span>
        <span className="d-block small text-body-secondary">
          {t('settings.blocked_at', { date: formatDate(i18n.language, member.blocked_at, { dateStyle: 'long' }) })}
        </span>
      </span>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        onClick={onUnblock}
        aria-label={t('settings.unblock_label', { name: member.name })}
      >
        {t('settings.unblock')}
      </button>
    </li>
  );
}
