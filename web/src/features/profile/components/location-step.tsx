import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { locationStep } from '../../../../../shared/contracts/profile.ts';
import type { RegionsResponse } from '../../../../../shared/contracts/sites.ts';
import { CodeSelect } from '../../../components/forms/code-select.tsx';
import { Form, type FormApi } from '../../../components/forms/form.tsx';
import { FormActions } from '../../../components/forms/form-actions.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { geolocationCapable, useGeolocationPermission, useLocate } from '../../../lib/geolocation.ts';

export type LocationValue = z.output<typeof locationStep>;

/**
 * Fills the fields from the device's position, when it is in a country the site serves; where the browser refuses
 * the position, says so instead of asking again.
 */
function LocateButton({ regions, form }: { regions: RegionsResponse; form: FormApi<typeof locationStep> }) {
  const { t } = useTranslation();
  const locate = useLocate(null);
  const denied = useGeolocationPermission() === 'denied';
  const place = locate.data;
  const located = place ? regions.countries.some((c) => c.code === place.country) : false;
  const fill = () =>
    locate.mutate(undefined, {
      onSuccess: (found) => {
        if (!found || !regions.countries.some((c) => c.code === found.country)) return;
        form.setValue('country', found.country);
        form.setValue('region', found.region ?? '');
        form.setValue('city', found.city);
      },
    });
  return (
    <p>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={locate.isPending || denied}
        onClick={fill}
      >
        {t('signup_steps.use_location')}
      </button>
      {(denied || locate.isError || (locate.isSuccess && !located)) && (
        <span className="small text-body-secondary ms-2" role="status">
          {t(denied ? 'signup_steps.location_denied' : 'signup_steps.location_unknown')}
        </span>
      )}
    </p>
  );
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
  onSubmit: (value: LocationValue) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const served = regions.countries.some((c) => c.code === initialCountry);
  return (
    <Form
      schema={locationStep}
      defaultValues={{ step: 1, country: served ? initialCountry : regions.countries[0]!.code, region: '', city: '' }}
      onSubmit={({ region, city, ...value }) =>
        onSubmit({ ...value, region: region || undefined, city: city || undefined })
      }
      testId="step-location"
    >
      {(form) => {
        const current = regions.countries.find((c) => c.code === form.watch('country')) ?? regions.countries[0]!;
        return (
          <>
            {geolocationCapable() && <LocateButton regions={regions} form={form} />}
            <CodeSelect
              label={t('signup_steps.country')}
              options={regions.countries}
              error={form.errorOf('country')}
              {...form.register('country', { onChange: () => form.setValue('region', '') })}
            />
            {/* Controlled: "use my location" may pick a region of a country whose options render only after it. */}
            <Controller
              control={form.control}
              name="region"
              render={({ field }) => (
                <CodeSelect
                  label={current.region_label_text}
                  options={current.regions}
                  emptyLabel={t('signup_steps.region_choose')}
                  error={form.errorOf('region')}
                  {...field}
                />
              )}
            />
            <TextField label={t('signup_steps.city')} autoComplete="address-level2" {...form.field('city')} />
            <FormActions>
              <button type="submit" className="btn btn-primary w-100" disabled={busy}>
                {t('signup_steps.next')}
              </button>
            </FormActions>
          </>
        );
      }}
    </Form>
  );
}
