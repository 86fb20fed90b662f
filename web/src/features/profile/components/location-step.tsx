import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { TextField } from '../../../components/forms/text-field.tsx';

export interface LocationValue {
  country: string;
  region?: string;
  city?: string;
}

/** Step 1: the country (of those the site serves), its region under the country's own label, and the town. */
export function LocationStep({
  regions,
  initialCountry,
  onSubmit,
  busy,
}: {
  regions: RegionsResponse;
  initialCountry: string;
  onSubmit: (value: LocationValue) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(initialCountry);
  const [region, setRegion] = useState('');
  const [city, setCity] = useState('');
  const current = regions.countries.find((c) => c.code === country) ?? regions.countries[0]!;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ country: current.code, region: region || undefined, city: city.trim() || undefined });
  };
  return (
    <form onSubmit={submit} data-testid="step-location">
      <h2 className="h4 mb-3">{t('signup_steps.location_title')}</h2>
      <div className="mb-3">
        <label htmlFor="step-country" className="form-label">
          {t('signup_steps.country')}
        </label>
        <select
          id="step-country"
          className="form-select"
          value={current.code}
          onChange={(e) => {
            setCountry(e.target.value);
            setRegion('');
          }}
        >
          {regions.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="mb-3">
        <label htmlFor="step-region" className="form-label">
          {current.region_label_text}
        </label>
        <select id="step-region" className="form-select" value={region} onChange={(e) => setRegion(e.target.value)}>
          <option value="">{t('signup_steps.region_choose')}</option>
          {current.regions.map((r) => (
            <option key={r.code} value={r.code}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('signup_steps.city')}
        autoComplete="address-level2"
        value={city}
        onChange={(e) => setCity(e.target.value)}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {t('signup_steps.next')}
      </button>
    </form>
  );
}
