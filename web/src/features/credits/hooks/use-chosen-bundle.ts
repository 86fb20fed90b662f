import { useBundles } from '../api/bundles.ts';

/**
 * The bundle a payment step is for (its id from the address), priced as the member sees it now: with `code` when
 * they typed one. `bundle` stays undefined while the price list loads and when no bundle has that id.
 */
export function useChosenBundle(id: string, code?: string) {
  const bundles = useBundles(code);
  return { bundles, bundle: bundles.data?.bundles.find((bundle) => bundle.id === id) };
}
