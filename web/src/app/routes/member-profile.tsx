import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PREMIUM_CLAIM_PERCENTAGE } from '../../../../shared/constants.ts';
import type { MemberProfile } from '../../../../shared/contracts/members.ts';
import { mediaUrl } from '../../../../shared/photos.ts';
import { ConfirmModal } from '../../components/confirm-modal.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FictionalBadge } from '../../components/fictional-badge.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { reloadChats, removeProfileChats } from '../../features/chats/api/chats.ts';
import { GiftButton } from '../../features/chats/components/gift-button.tsx';
import { useLikeSeen } from '../../features/likes/api/likes.ts';
import { LikeButton } from '../../features/likes/components/like-button.tsx';
import { memberCardOf } from '../../features/likes/member-card-of.ts';
import { useBlock, useMemberProfile } from '../../features/members/api/profile.ts';
import { MemberGrid } from '../../features/members/components/member-grid.tsx';
import { MemberHints } from '../../features/members/components/member-hints.tsx';
import { ProfileDetails } from '../../features/members/components/profile-details.tsx';
import { PhotoLightbox } from '../../features/members/components/photo-lightbox.tsx';
import { ProfileGallery } from '../../features/members/components/profile-gallery.tsx';
import { useInterests } from '../../features/site/api/interests.ts';
import { regionNamesOf, useRegions } from '../../features/site/api/regions.ts';
import { ApiError } from '../../lib/api-client.ts';
import { userQuery } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';
import { memberTitle } from '../../../../shared/document-title.ts';
import { useScreenTitle } from '../document-title.ts';
import { SIGNUP_MODAL_PARAM } from '../../../../shared/page-routes.ts';
import { showToast } from '../../lib/toasts.ts';

/** /members/{id} and /likes/m/{id}: another member's profile, gallery, details, block, related members. */
export function Component() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const profile = useMemberProfile(id);
  useLikeSeen(profile.isSuccess ? id : undefined);
  if (profile.isPending) return <PageLoading />;
  if (profile.error) {
    const gone = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <div className="container py-5 narrow-page text-center" data-testid="member-not-found">
        {gone ? (
          <p className="lead">{t('member_profile.not_found')}</p>
        ) : (
          <ErrorAlert message={profile.error.message} />
        )}
        <Link to={paths.members()}>{t('nav.search_members')}</Link>
      </div>
    );
  }
  return <ProfileScreen key={id} member={profile.data} />;
}

function ProfileScreen({ member }: { member: MemberProfile }) {
  const { t } = useTranslation();
  useScreenTitle(memberTitle(member.name, member.age));
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const { data: user } = useSuspenseQuery(userQuery);
  const regions = useRegions();
  const interests = useInterests();
  const block = useBlock(member.id);
  const client = useQueryClient();
  const open = member.photos.filter((photo) => !photo.locked);
  const [selectedId, setSelectedId] = useState(open[0]?.id);
  const [lightbox, setLightbox] = useState<number | undefined>();
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const selected = open.find((photo) => photo.id === selectedId);
  const regionNames = regionNamesOf(regions.data);
  const place = [member.city, member.region && regionNames.get(member.region)].filter(Boolean).join(', ');
  const fictional = settings.fictional_icon && member.fictional;
  // A block drops the member's conversations from the list at once; an unblock reads it again.
  const toggleBlock = () =>
    block.mutate(!member.blocked, {
      onSuccess: () => {
        if (member.blocked) void reloadChats(client);
        else removeProfileChats(client, member.id);
        const toast = member.blocked ? 'member_profile.unblocked_toast' : 'member_profile.blocked_toast';
        showToast(t(toast, { name: member.name }));
      },
    });
  const cardProps = {
    cdnPrefix: settings.cdn_prefix,
    fictionalWarning: settings.fictional_icon ? settings.fictional_warning : undefined,
    regionNames,
  };
  return (
    <div className="container py-4" data-testid="member-profile">
      <div className="row g-4">
        <div className="col-md-5 text-center">
          {selected ? (
            <button
              type="button"
              className="profile-photo-open"
              aria-label={t('lightbox.open')}
              onClick={() => setLightbox(open.indexOf(selected))}
              data-testid="open-lightbox"
            >
              <img
                className="profile-photo rounded-4 shadow-sm"
                src={mediaUrl(settings.cdn_prefix, selected.profile!)}
                alt={member.name}
              />
            </button>
          ) : (
            <div className="profile-photo member-card-placeholder rounded-4 mx-auto" aria-hidden="true" />
          )}
          <PhotoLightbox
            photos={open}
            cdnPrefix={settings.cdn_prefix}
            name={member.name}
            index={lightbox}
            onIndex={(index) => {
              setLightbox(index);
              setSelectedId(open[index]?.id);
            }}
            onClose={() => setLightbox(undefined)}
          />
          <div className="mt-2 d-flex justify-content-center">
            <ProfileGallery
              photos={member.photos}
              cdnPrefix={settings.cdn_prefix}
              selected={selectedId}
              onSelect={setSelectedId}
              lockedText={user ? t('member_profile.locked_premium') : t('member_profile.locked_login')}
            />
          </div>
        </div>
        <div className="col-md-7">
          <h1 className="h3 mb-1">
            {member.name}, {member.age}{' '}
            {fictional && <FictionalBadge warning={settings.fictional_warning} className="align-middle fs-6" />}
          </h1>
          <p className="text-body-secondary">{place}</p>
          <MemberHints member={member} className="mt-n2 mb-3" />
          {fictional && (
            <div className="alert alert-warning" role="note" data-testid="fictional-warning">
              {settings.fictional_warning}
            </div>
          )}
          {user && !user.paid_user && (
            <p className="alert alert-info small" data-testid="premium-claim">
              {t('member_profile.premium_claim', { percentage: PREMIUM_CLAIM_PERCENTAGE })}{' '}
              <Link to={paths.premium()}>{t('nav.get_premium')}</Link>
            </p>
          )}
          {member.blocked ? (
            <p className="alert alert-secondary" data-testid="blocked-notice">
              {t('member_profile.blocked', { name: member.name })}
            </p>
          ) : (
            <ProfileDetails fields={member.fields} notes={member.notes} interests={interests.data} />
          )}
          {!member.blocked && member.id !== user?.id && (
            <div className="mb-3">
              {user && <LikeButton member={memberCardOf(member)} />}
              <Link
                className="btn btn-primary fw-semibold me-2"
                to={user ? paths['members-id-chat'](member.id) : `?${SIGNUP_MODAL_PARAM}=1`}
                data-testid="message-button"
              >
                {t('chat.message')}
              </Link>
              {user ? (
                <GiftButton profileId={member.id} name={member.name} />
              ) : (
                <Link className="btn btn-outline-secondary" to={`?${SIGNUP_MODAL_PARAM}=1`} data-testid="gift-button">
                  {t('chat.send_gift')}
                </Link>
              )}
            </div>
          )}
          <ErrorAlert message={block.error?.message} />
          {user && (
            <button
              type="button"
              className={member.blocked ? 'btn btn-outline-primary' : 'btn btn-outline-danger btn-sm'}
              disabled={block.isPending}
              onClick={() => (member.blocked ? toggleBlock() : setConfirmingBlock(true))}
            >
              {member.blocked ? t('member_profile.unblock') : t('member_profile.block')}
            </button>
          )}
          <ConfirmModal
            show={confirmingBlock}
            title={t('member_profile.block_title')}
            confirmLabel={t('member_profile.block')}
            onConfirm={() => {
              setConfirmingBlock(false);
              toggleBlock();
            }}
            onCancel={() => setConfirmingBlock(false)}
            testId="block-confirm"
          >
            {t('member_profile.block_confirm', { name: member.name })}
          </ConfirmModal>
          {user && !member.blocked && (
            <Link className="btn btn-link btn-sm text-danger" to={`${paths.complaints()}?member=${member.id}`}>
              {t('member_profile.report')}
            </Link>
          )}
        </div>
      </div>
      {member.related.length > 0 && (
        <section className="mt-5" data-testid="related-members">
          <h2 className="h5">{t('member_profile.related')}</h2>
          <MemberGrid members={member.related} {...cardProps} />
        </section>
      )}
    </div>
  );
}
