import { useState } from 'react';
import { useLocation } from 'react-router';
import { ACTIVATION_COOKIE } from '../../../../shared/constants.ts';
import type { User } from '../../../../shared/contracts/auth.ts';
import { useBrowserValue } from '../../lib/browser-value.ts';
import { readCookie } from '../../lib/cookies.ts';
import { type Redirect, pageRedirect } from '../page-guards.ts';

/**
 * Where the screen being opened sends the visitor instead (page-guards.ts), decided once per opened location: a
 * visitor who logs in or signs up on the screen is not sent away half-way (those forms move on by themselves).
 */
export function useOpeningRedirect(routeName: string | undefined, user: User | null): Redirect | undefined {
  const location = useLocation();
  const activation = useBrowserValue(() => readCookie(ACTIVATION_COOKIE), undefined);
  const decide = () => ({
    key: location.key,
    redirect: pageRedirect({
      routeName,
      user,
      path: location.pathname + location.search,
      search: location.search,
      state: location.state,
      activation,
    }),
  });
  const [opened, setOpened] = useState(decide);
  if (opened.key === location.key) return opened.redirect;
  const next = decide();
  setOpened(next);
  return next.redirect;
}
