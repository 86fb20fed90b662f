import { CLIENT_HEADER, CLIENT_HEADER_VALUE, PAGE_BOUNCE_QUERY } from '../../../shared/constants.ts';
import { markPageHidden } from '../../../shared/contracts/endpoints/visits.ts';
import { memberConnectedHere } from './member-tab.ts';

const FLAG = 'page-bounce-logging';

export interface PageHiddenDeps {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  page: Pick<Document, 'addEventListener' | 'visibilityState'>;
  /** Whether a member is logged in on this tab (their live socket runs). */
  memberHere: () => boolean;
  send: (logBounce: boolean) => void;
}

/** The empty JSON beacon of SPEC §7, sent as a keep-alive request so that it survives the page going away. */
const sendBeacon = (logBounce: boolean) =>
  void fetch(`${markPageHidden.path}${logBounce ? `?${PAGE_BOUNCE_QUERY}=1` : ''}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: '{}',
  }).catch(() => undefined);

/**
 * POST /api/page-hidden.php each time the page becomes hidden: for a member, who counts as away from then on (mails
 * and pushes about their messages may go out), and for a visit that arrived with `?lb` (SPEC §4, remembered for the
 * tab), whose page the server logs as a bounce. Failures are ignored: the beacon never bothers anyone.
 */
export function installPageHiddenBeacon({
  search = location.search,
  storage = sessionStorage,
  page = document,
  memberHere = memberConnectedHere,
  send = sendBeacon,
}: Partial<PageHiddenDeps> = {}): void {
  if (new URLSearchParams(search).has(PAGE_BOUNCE_QUERY)) storage.setItem(FLAG, '1');
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState !== 'hidden') return;
    const logBounce = storage.getItem(FLAG) === '1';
    if (logBounce || memberHere()) send(logBounce);
  });
}
