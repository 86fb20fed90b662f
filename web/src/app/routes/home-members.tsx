import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberCard } from '../../../../shared/contracts/members.ts';
import { LikeToggle } from '../../features/likes/components/like-button.tsx';
import { useHomeMembers } from '../../features/members/api/home-members.ts';
import { MemberGrid } from '../../features/members/components/member-grid.tsx';
import { regionNamesOf, useRegions } from '../../features/site/api/regions.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/**
 * "Members who fit you" on a member's home page (decision 035): search cards of whom they look for, and the way on to
 * the search. Nothing until they have loaded, nor when none fit.
 */
export default function HomeMembers() {
  const { t } = useTranslation();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const regions = useRegions();
  const { data } = useHomeMembers();
  if (!data?.profiles.length) return null;
  return (
    <section className="container pt-5" data-testid="home-fitting-members">
      <h2 className="h3 text-center mb-4">{t('home.members_title')}</h2>
      <MemberGrid
        members={data.profiles}
        cdnPrefix={settings.cdn_prefix}
        fictionalWarning={settings.fictional_icon ? settings.fictional_warning : undefined}
        regionNames={regionNamesOf(regions.data)}
        actionOf={(member: MemberCard) => <LikeToggle member={member} />}
      />
      <div className="text-center mt-4">
        <Link to={paths.members()} className="btn btn-outline-primary" data-testid="home-members-search">
          {t('home.members_search')}
        </Link>
      </div>
    </section>
  );
}
