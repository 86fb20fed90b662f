import { useMatches } from 'react-router';

export interface RouteHandle {
  name?: string;
}

/** The name (SPEC §2) of the deepest matched route that has one. */
export function useRouteName(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const name = (matches[i]!.handle as RouteHandle | undefined)?.name;
    if (name) return name;
  }
  return undefined;
}
