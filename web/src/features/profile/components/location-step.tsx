import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { geolocationCapable } from '../../../lib/geolocation.ts';
import { useLocate } from '../../geo/api/locate.ts';

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
  const locate = useLocate();
  const fillFromLocation = () =>
    locate.mutate(undefined, {
      onSuccess: (place) => {
        if (!place || !regions.countries.some((c) => c.code === place.country)) return;
        setCountry(place.country);
        setRegion(place.region ?? '');
        setCity(place.city);
      },
    });
  const place = locate.data;
  const located = place ? regions.countries.some((c) => c.code === place.country) : false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ country: current.code, region: region || undefined, city: city.trim() || undefined });
  };
  return (
    <form onSubmit={submit} data-testid="step-location">
      <h2 className="h4 mb-3">{t('signup_steps.location_title')}</h2>
      {geolocationCapable() && (
        <p>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={locate.isPending}
            onClick={fillFromLocation}
          >
            {t('signup_steps.use_location')}
          </button>
          {(locate.isError || (locate.isSuccess && !located)) && (
            <span className="small text-body-secondary ms-2" role="status">
              {t('signup_steps.location_unknown')}
            </span>
          )}
        </p>
      )}
      <div className="mb-3">
        <CodeSelect
          id="step-country"
          label={t('signup_steps.country')}
          options={regions.countries}
          value={current.code}
          onChange={(code) => {
            setCountry(code);
            setRegion('');
          }}
        />
      </div>
      <div className="mb-3">
        <CodeSelect
          id="step-region"
          label={current.region_label_text}
          options={current.regions}
          value={region}
          onChange={setRegion}
          emptyLabel={t('signup_steps.region_choose')}
        />
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
