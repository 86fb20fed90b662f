import type { Bundle } from '../../../../../shared/contracts/payments.ts';
import { BundleCard } from './bundle-card.tsx';

/** The bundles side by side (two a row on a phone, four on a desktop). */
export function BundleList({ bundles, chooseLabel }: { bundles: Bundle[]; chooseLabel: string }) {
  return (
    <div className="row row-cols-2 row-cols-lg-4 g-3" data-testid="bundle-list">
      {bundles.map((bundle) => (
        <div className="col" key={bundle.id}>
          <BundleCard bundle={bundle} chooseLabel={chooseLabel} />
        </div>
      ))}
    </div>
  );
}
