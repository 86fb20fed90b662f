import { describe, expect, it } from 'vitest';
import { readMailFeedback } from './mail-feedback.ts';

/** Reading the member's token out of a report; the routes around it are in mail-stops.routes.test.ts. */
const TOKEN = '3d5f0c2a-9b1e-4c7d-8a6f-2e4b1d9c0f7a.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';
const UNSUBSCRIBE_URL = 'http://localhost:3000/api/unsubscribe.php?token=';

const report = (type: string, parts: string[]) =>
  Buffer.from(
    [
      'From: MAILER-DAEMON@mx.example',
      'MIME-Version: 1.0',
      `Content-Type: multipart/report; report-type=${type}; boundary="r"`,
      '',
      ...parts.flatMap((part) => ['--r', part]),
      '--r--',
      '',
    ].join('\r\n'),
  );

const lines = (...all: string[]) => all.map((line) => `${line}\r\n`).join('');
const hardBounce = lines('Content-Type: message/delivery-status', '', 'Action: failed', 'Status: 5.1.1');

describe('the token of a report', () => {
  // `=3D` is how quoted-printable writes `=`; an id may start with 3d (one in 256), which a header carries as is.
  it('is read from a header whose id starts with 3d, as a bounce returns only the headers', async () => {
    const headers = lines('Content-Type: text/rfc822-headers', '', `List-Unsubscribe: <${UNSUBSCRIBE_URL}${TOKEN}>`);
    expect(await readMailFeedback(report('delivery-status', [hardBounce, headers]))).toEqual({
      reason: 'bounce',
      token: TOKEN,
    });
  });

  it('is read from a quoted-printable body, its = as =3D or =3d, a soft break inside the id', async () => {
    for (const equals of ['=3D', '=3d']) {
      const text = `Geen mails meer? ${UNSUBSCRIBE_URL.replace('=', equals)}${TOKEN}`;
      const mail = lines(
        'Content-Type: message/rfc822',
        '',
        'Subject: Nieuw bericht',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        `${text.slice(0, 70)}=`,
        text.slice(70),
      );
      expect(await readMailFeedback(report('feedback-report', [mail]))).toEqual({ reason: 'fbl', token: TOKEN });
    }
  });
});
