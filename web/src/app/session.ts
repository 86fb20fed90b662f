import { createContext, useContext } from 'react';

/**
 * Whether a member is logged in. Accounts (login, sessions) are the next feature; until it lands every visitor is
 * logged out, and the layouts already read their marker, top bar and footer variant from here.
 */
export const SessionContext = createContext<{ loggedIn: boolean }>({ loggedIn: false });

export function useSession() {
  return useContext(SessionContext);
}
