import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '../../../shared/constants.ts';

const FLAG = 'page-bounce-logging';

export interface PageBounceDeps {
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  page: Pick<Document, 'addEventListener' | 'visibilityState'>;
  send: () => void;
}

/** The empty JSON beacon of SPEC §7, sent as a keep-alive request so that it survives the page going away. */
const sendBeacon = () =>
  void fetch('/api/page-hidden.php', {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE },
    body: '{}',
  }).catch(() => undefined);

/**
 * SPEC §4 "query lb enables page-bounce logging": a visit that arrives with `?lb` (remembered for the tab) sends
 * POST /api/page-hidden.php each time the page becomes hidden. Failures are ignored: logging never bothers anyone.
 */
export function installPageBounceLogging({
  search = location.search,
  storage = sessionStorage,
  page = document,
  send = sendBeacon,
}: Partial<PageBounceDeps> = {}): void {
  if (new URLSearchParams(search).has('lb')) storage.setItem(FLAG, '1');
  if (storage.getItem(FLAG) !== '1') return;
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') send();
  });
}
