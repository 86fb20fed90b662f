/** Query keys of bundles, payment methods and the member's payments. */
export const creditsKeys = {
  all: () => ['credits'] as const,
  /** Every price list (with and without a typed code). */
  allBundles: () => [...creditsKeys.all(), 'bundles'] as const,
  bundles: (code?: string) => [...creditsKeys.allBundles(), code ?? null] as const,
  methods: (bundleId: string, country?: string) =>
    [...creditsKeys.all(), 'methods', bundleId, country ?? null] as const,
  /** GET /api/discountcode.php?welcome=true: the member's welcome discount. */
  welcome: () => [...creditsKeys.all(), 'welcome'] as const,
  payment: (id: string) => [...creditsKeys.all(), 'payment', id] as const,
  transactions: () => [...creditsKeys.all(), 'transactions'] as const,
};
