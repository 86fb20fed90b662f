import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLD_STATUSES, type HoldStatus } from '../../../../shared/contact-checks.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { apiErrorText } from '../shell/api-error-text.ts';
import { HeldContactCard } from './held-contact-card.tsx';
import { useHeldContacts } from './held-api.ts';
import { StatusTabs } from './status-tabs.tsx';

/**
 * The held contacts queue (moderators; spam waves, decision 040): new members whose first messages and likes wait for
 * a check, open oldest first (decided ones on their tabs, newest first), each with why, how new, where from and what
 * waits. Approving delivers and charges them in order; what it did stays said above the list.
 */
export function Component() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<HoldStatus>('open');
  const [outcome, setOutcome] = useState<string>();
  const list = useHeldContacts(tab);
  return (
    <>
      <h1 className="h3 mb-3">{t('console.held.title')}</h1>
      <p className="text-body-secondary">{t('console.held.intro')}</p>
      <StatusTabs
        statuses={HOLD_STATUSES}
        current={tab}
        label={(name) => t(`console.held.tab_${name}`)}
        onChange={(name) => {
          setTab(name);
          setOutcome(undefined);
        }}
      />
      {outcome && (
        <p className="alert alert-success" role="status" data-testid="held-outcome">
          {outcome}
        </p>
      )}
      <ErrorAlert message={list.error ? apiErrorText(list.error, t) : undefined} />
      {list.isPending ? (
        <PageLoading />
      ) : list.data?.holds.length === 0 ? (
        <p data-testid="held-empty">{t('console.held.empty')}</p>
      ) : (
        <div className="d-grid gap-3">
          {list.data?.holds.map((hold) => (
            <HeldContactCard key={`${hold.member.id}-${hold.held_at}`} hold={hold} onDecided={setOutcome} />
          ))}
        </div>
      )}
    </>
  );
}
