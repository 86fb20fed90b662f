import { PAGE_BOUNCE_QUERY } from '../../../shared/constants.ts';
import { markPageHidden } from '../../../shared/contracts/endpoints/visits.ts';

const FLAG = 'page-bounce-logging';

export interface PageHiddenDeps {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  page: Pick<Document, 'addEventListener' | 'visibilityState'>;
  /** Sends the beacon to this URL with this body (navigator.sendBeacon). */
  send: (url: string, body: Blob) => void;
}

/** The beacon's URL: with `?lb=1` while the tab logs bounces. */
const beaconUrl = (logBounce: boolean) => `${markPageHidden.path}${logBounce ? `?${PAGE_BOUNCE_QUERY}=1` : ''}`;

/**
 * POST /api/page-hidden.php with an empty JSON body (SPEC §7) each time the page becomes hidden, as a beacon, which
 * survives the page going away: a member counts as away from then on (mails and pushes about their messages may go
 * out), and a visit that arrived with `?lb` (SPEC §4, remembered for the tab) has its page logged as a bounce. A
 * beacon carries no client header: the route takes it without (server/modules/visits/visits.routes.ts). Whatever
 * becomes of it is ignored: the beacon never bothers anyone.
 */
export function installPageHiddenBeacon({
  search = location.search,
  storage = sessionStorage,
  page = document,
  send = (url, body) => void navigator.sendBeacon(url, body),
}: Partial<PageHiddenDeps> = {}): void {
  if (new URLSearchParams(search).has(PAGE_BOUNCE_QUERY)) storage.setItem(FLAG, '1');
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState !== 'hidden') return;
    send(beaconUrl(storage.getItem(FLAG) === '1'), new Blob(['{}'], { type: 'application/json' }));
  });
}
