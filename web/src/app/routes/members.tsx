import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SEARCH_COUNT_CAP } from '../../../../shared/constants.ts';
import type { MemberCard } from '../../../../shared/contracts/members.ts';
import { LoadMoreButton } from '../../components/load-more-button.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { LikeToggle } from '../../features/likes/components/like-button.tsx';
import { useMemberSearch, useResetMemberSearch } from '../../features/members/api/search.ts';
import { MemberGrid } from '../../features/members/components/member-grid.tsx';
import { SavedSearches } from '../../features/saved-searches/components/saved-searches.tsx';
import { OfferCard } from '../../features/showcase/components/offer-card.tsx';
import { SearchFiltersLoading } from '../../features/members/components/search-fields.tsx';
import { SearchSort, SortNeedsTown } from '../../features/members/components/search-sort.tsx';
import { useSearchUrl } from '../../features/members/search-params.ts';
import { regionNamesOf, useRegions } from '../../features/site/api/regions.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useUser } from '../../lib/current-user.ts';
import { paths } from '../../lib/paths.ts';
import { idle } from '../../lib/when-idle.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** Partner offers (where the site shows them: member_resell): the first after the first screen's cards, then one after
 * every OFFER_EVERY members. */
const OFFER_FIRST_AFTER = 4;
const OFFER_EVERY = 8;

// The results and their photos first: the form's code loads once the browser is idle, its fields shown disabled till then.
const SearchFilters = lazy(() =>
  idle()
    .then(() => import('../../features/members/components/search-filters.tsx'))
    .then((module) => ({ default: module.SearchFilters })),
);

/**
 * /members: the member search (SPEC §3 search state; where the URL names none, the niche's start), results appended page
 * by page, partner offers among them where the site shows them, similar members when few.
 */
export function Component() {
  const { t } = useTranslation();
  const url = useSearchUrl();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  const regions = useRegions();
  const search = useMemberSearch(url.filters, url.traffic, url.sort);
  const resetSearch = useResetMemberSearch();
  const pages = search.data?.pages ?? [];
  const first = pages[0];
  const members = pages.flatMap((page) => page.profiles);
  // Partner offers among the results, never counted as one and never leading to a profile: each an ad of its own.
  const offers = first?.offers ?? [];
  const offerAfter = (index: number) => {
    const place = index + 1 - OFFER_FIRST_AFTER;
    const offer = place >= 0 && place % OFFER_EVERY === 0 ? offers[place / OFFER_EVERY] : undefined;
    return offer && <OfferCard offer={offer} />;
  };
  const { data: user } = useUser();
  const cardProps = {
    cdnPrefix: settings.cdn_prefix,
    fictionalWarning: settings.fictional_icon ? settings.fictional_warning : undefined,
    regionNames: regionNamesOf(regions.data),
    // Search cards are cached for every viewer alike: whether the member likes one comes from their likes.
    actionOf: user ? (member: MemberCard) => <LikeToggle member={member} /> : undefined,
  };
  const refusal = search.error instanceof ApiError ? search.error.body.code : undefined;
  const loginNeeded = refusal === 'search_members_only';

  return (
    <div className="container py-4" data-testid="members-page">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{t('members.title')}</h1>
        {user && (
          <Link className="btn btn-outline-primary btn-sm" to={paths['swipe-game']()} data-testid="to-swipe-game">
            {t('likes.play_swipe_game')}
          </Link>
        )}
      </div>
      <Suspense
        fallback={<SearchFiltersLoading fields={settings.search_fields} regions={regions.data} value={url.filters} />}
      >
        <SearchFilters
          key={url.key}
          fields={settings.search_fields}
          regions={regions.data}
          value={url.filters}
          onSearch={url.search}
          onClear={() => {
            resetSearch();
            url.clear();
          }}
        />
      </Suspense>
      {user && <SavedSearches current={url.filters} regionNames={cardProps.regionNames} onOpen={url.search} />}
      {loginNeeded ? (
        <div className="alert alert-info" data-testid="search-login-needed">
          <p>{t('errors.search_members_only')}</p>
          <Link className="btn btn-secondary me-2" to={paths.signup()}>
            {t('nav.signup')}
          </Link>
          <Link className="btn btn-outline-primary" to={paths.login()}>
            {t('nav.login')}
          </Link>
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          {first && (
            <p className="text-body-secondary mb-0" data-testid="num-results">
              {first.numResults > SEARCH_COUNT_CAP
                ? t('members.results_capped', { total: SEARCH_COUNT_CAP })
                : t('members.results', { total: first.numResults })}
            </p>
          )}
          <SearchSort value={url.sort} member={Boolean(user)} onChange={url.sortBy} />
        </div>
      )}
      {refusal === 'search_needs_town' ? (
        <SortNeedsTown />
      ) : (
        !loginNeeded && <ErrorAlert message={search.error?.message} />
      )}
      {search.isPending && !search.error && <PageLoading />}
      {first && (
        <>
          <MemberGrid members={members} after={offerAfter} {...cardProps} />
          <LoadMoreButton query={search} label={t('members.load_more')} />
          {first.similar.length > 0 && (
            <section className="mt-4" data-testid="similar-members">
              <h2 className="h5">{t('members.similar')}</h2>
              <MemberGrid members={first.similar} {...cardProps} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
