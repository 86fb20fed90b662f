import type { Db } from '../../db/client.ts';
import type { SiteRow } from '../sites/sites.service.ts';
import { MollieProvider } from './mollie-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { TestProvider } from './test-provider.ts';

export interface ProviderSettings {
  /** The install's Mollie API key; a site's own key (sites.mollie_api_key) comes first. */
  mollieApiKey?: string;
  /** Whether a site without Mollie keys takes payments through the test provider (never in production by default). */
  testPayments: boolean;
  /** How a Mollie provider is made for a key (tests point it at a stand-in on loopback). */
  mollie?: (apiKey: string) => PaymentProvider;
}

/**
 * Which provider takes a site's payments: Mollie with the site's key or the install's, otherwise the built-in test
 * provider where test payments are allowed, otherwise none (the checkout says payments are unavailable).
 */
export class PaymentProviders {
  private readonly mollies = new Map<string, PaymentProvider>();
  private readonly tests = new Map<string, TestProvider>();

  constructor(
    private readonly db: Db,
    private readonly settings: ProviderSettings,
  ) {}

  for(site: Pick<SiteRow, 'id' | 'mollieApiKey' | 'baseUrl'>): PaymentProvider | undefined {
    const apiKey = site.mollieApiKey ?? this.settings.mollieApiKey;
    if (apiKey) return this.mollie(apiKey);
    return this.settings.testPayments ? this.test(site) : undefined;
  }

  /** The domains of the sites that take no payments (no Mollie key, no test payments): said at boot. */
  withoutProvider(sites: readonly Pick<SiteRow, 'id' | 'mollieApiKey' | 'baseUrl' | 'domain'>[]): string[] {
    return sites.filter((site) => !this.for(site)).map((site) => site.domain);
  }

  /** The test provider of the site, when it is the site's provider. */
  testFor(site: Pick<SiteRow, 'id' | 'mollieApiKey' | 'baseUrl'>): TestProvider | undefined {
    const provider = this.for(site);
    return provider instanceof TestProvider ? provider : undefined;
  }

  private mollie(apiKey: string): PaymentProvider {
    let provider = this.mollies.get(apiKey);
    if (!provider) {
      provider = this.settings.mollie?.(apiKey) ?? new MollieProvider({ apiKey });
      this.mollies.set(apiKey, provider);
    }
    return provider;
  }

  private test(site: Pick<SiteRow, 'id' | 'baseUrl'>): TestProvider {
    const key = `${site.id} ${site.baseUrl}`;
    let provider = this.tests.get(key);
    if (!provider) {
      provider = new TestProvider(this.db, site.id, site.baseUrl);
      this.tests.set(key, provider);
    }
    return provider;
  }
}
