import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_NOTIFICATION_KINDS, PUSH_NOTIFICATION_KINDS } from '../../../../../shared/constants.ts';
import type { AccountSettings } from '../../../../../shared/contracts/accounts.ts';
import { geolocationCapable, useGeolocationPermission, useLocate } from '../../../lib/geolocation.ts';
import { usePushState } from '../../../lib/push-state.ts';
import { showToast } from '../../../lib/toasts.ts';
import { useUpdateSettings } from '../api/settings.ts';

function Switch({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  // The switch moves with the click; the saved state (or its rollback) takes over when it arrives.
  const [shown, setShown] = useState(checked);
  const [saved, setSaved] = useState(checked);
  if (saved !== checked) {
    setSaved(checked);
    setShown(checked);
  }
  return (
    <div className="form-check form-switch mb-2">
      <input
        id={id}
        className="form-check-input"
        type="checkbox"
        role="switch"
        checked={shown}
        onChange={(e) => {
          setShown(e.target.checked);
          onChange(e.target.checked);
        }}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}

const toggle = <T extends string>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...new Set([...list, item])] : list.filter((x) => x !== item);

type SettingsUpdate = ReturnType<typeof useUpdateSettings>;

/**
 * The geolocation switch. Turning it on stores the member's town position at once (a failure here only means: not
 * yet); where the browser refuses the position, a note says so.
 */
function GeolocationSwitch({ on, memberId, update }: { on: boolean; memberId: string; update: SettingsUpdate }) {
  const { t } = useTranslation();
  const locate = useLocate(memberId);
  const denied = useGeolocationPermission() === 'denied';
  return (
    <>
      <Switch
        id="geolocation"
        label={t('settings.geolocation')}
        checked={on}
        onChange={(turnOn) =>
          update.mutate(
            { geolocation_enabled: turnOn },
            { onSuccess: () => turnOn && geolocationCapable() && locate.mutate() },
          )
        }
      />
      {denied && (
        <p className="small text-body-secondary" data-testid="geolocation-denied">
          {t('settings.geolocation_denied')}
        </p>
      )}
    </>
  );
}

interface PreferencesFormProps {
  settings: AccountSettings;
  siteName: string;
  memberId: string;
}

/**
 * Mail and push kinds, all mail on or off (with why it is off), location, invisible mode, showing activity and read
 * receipts; saved at once.
 */
export function PreferencesForm({ settings, siteName, memberId }: PreferencesFormProps) {
  const { t } = useTranslation();
  const update = useUpdateSettings(() => showToast(t('settings.saved')));
  const mailEnabled = settings.notifications_disabled.length === 0;
  // Where the browser cannot take pushes, or the member refused them here, no push kind is on, whatever is stored.
  const push = usePushState(true);
  const pushOff = !push?.capable || push.permission === 'denied';
  return (
    <section className="card border-0 shadow-sm mb-4" data-testid="preferences">
      <div className="card-body">
        <h2 className="h5">{t('settings.notifications_title')}</h2>
        <Switch
          id="mail-enabled"
          label={t('settings.mail_enabled', { site_name: siteName })}
          checked={mailEnabled}
          onChange={(on) => update.mutate({ mail_enabled: on })}
        />
        {!mailEnabled && (
          <p className="small text-body-secondary" data-testid="mail-disabled-reason">
            {settings.notifications_disabled.map((reason) => t(`settings.reason_${reason}`)).join(' · ')}
          </p>
        )}
        <div className="row">
          <fieldset className="col-sm-6" disabled={!mailEnabled}>
            <legend className="h6 mt-2">{t('settings.email_title')}</legend>
            {EMAIL_NOTIFICATION_KINDS.map((kind) => (
              <Switch
                key={kind}
                id={`email-${kind}`}
                label={t(`settings.kind_${kind}`)}
                checked={settings.email_notifications.includes(kind)}
                onChange={(on) =>
                  update.mutate({ email_notifications: toggle(settings.email_notifications, kind, on) })
                }
              />
            ))}
          </fieldset>
          <fieldset className="col-sm-6" disabled={pushOff} data-testid="push-preferences">
            <legend className="h6 mt-2">{t('settings.push_title')}</legend>
            {pushOff && (
              <p className="small text-body-secondary" data-testid="push-off-reason">
                {t(push?.capable ? 'settings.push_denied' : 'settings.push_unsupported')}
              </p>
            )}
            {PUSH_NOTIFICATION_KINDS.map((kind) => (
              <Switch
                key={kind}
                id={`push-${kind}`}
                label={t(`settings.kind_${kind}`)}
                checked={!pushOff && settings.push_notifications.includes(kind)}
                onChange={(on) => update.mutate({ push_notifications: toggle(settings.push_notifications, kind, on) })}
              />
            ))}
          </fieldset>
        </div>
        <h2 className="h5 mt-3">{t('settings.privacy_title')}</h2>
        <GeolocationSwitch on={settings.geolocation_enabled} memberId={memberId} update={update} />
        <Switch
          id="invisible"
          label={t('settings.invisible')}
          checked={settings.invisible}
          onChange={(on) => update.mutate({ invisible: on })}
        />
        <Switch
          id="show-activity"
          label={t('settings.show_activity')}
          checked={settings.show_activity}
          onChange={(on) => update.mutate({ show_activity: on })}
        />
        <p className="small text-body-secondary mb-0">{t('settings.show_activity_help')}</p>
        <Switch
          id="read-receipts"
          label={t('settings.read_receipts')}
          checked={settings.read_receipts}
          onChange={(on) => update.mutate({ read_receipts: on })}
        />
        <Switch
          id="in-showcase"
          label={t('settings.in_showcase')}
          checked={settings.in_showcase}
          onChange={(on) => update.mutate({ in_showcase: on })}
        />
        <p className="small text-body-secondary mb-0">{t('settings.in_showcase_help')}</p>
      </div>
    </section>
  );
}
