import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Brings the element the URL's hash names into view once the screen is `ready` (its content drawn), and on each new hash. */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}
