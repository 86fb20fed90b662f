import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Enrolment {
  otpauth_uri: string;
  totp_secret: string;
  recovery_codes: string[];
}

/** A new staff member's secrets, shown once: the QR code for the authenticator app, the secret and the recovery codes. */
export function EnrolmentCard({ email, enrolment }: { email: string; enrolment: Enrolment }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string>();
  useEffect(() => {
    void QRCode.toString(enrolment.otpauth_uri, { type: 'svg', margin: 1 }).then((svg) =>
      setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
    );
  }, [enrolment.otpauth_uri]);
  return (
    <section className="card border-success mb-4" data-testid="staff-enrolment">
      <div className="card-body">
        <h2 className="h5">{t('console.staff.enrolment_title', { email })}</h2>
        <p className="alert alert-warning">{t('console.staff.enrolment_once')}</p>
        <div className="d-flex flex-wrap gap-4">
          {qr && <img src={qr} width={180} height={180} alt={t('console.staff.qr_alt')} />}
          <div>
            <p className="mb-1 fw-semibold">{t('console.staff.secret')}</p>
            <code className="d-block mb-3 user-select-all">{enrolment.totp_secret}</code>
            <p className="mb-1 fw-semibold">{t('console.staff.recovery_codes')}</p>
            <ul className="list-unstyled font-monospace mb-0">
              {enrolment.recovery_codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
