import { editDistance } from './edit-distance.ts';

/** Mail domains common among our members; a near miss of one of them is most likely a typo. */
const COMMON_DOMAINS = [
  'gmail.com',
  'hotmail.com',
  'hotmail.nl',
  'outlook.com',
  'outlook.nl',
  'live.nl',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'ziggo.nl',
  'kpnmail.nl',
  'planet.nl',
  'home.nl',
  'telenet.be',
  'skynet.be',
  'gmx.de',
  'gmx.net',
  'web.de',
  't-online.de',
  'hotmail.de',
  'orange.fr',
  'libero.it',
  'wp.pl',
  'onet.pl',
  'hotmail.se',
  'online.no',
];

/** "Bedoelde je ...?": the address with its domain corrected, when the domain is a near miss of a common one. */
export function suggestEmail(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email.slice(at + 1).toLowerCase();
  if (!domain || COMMON_DOMAINS.includes(domain)) return undefined;
  const closest = COMMON_DOMAINS.map((d) => ({ d, n: editDistance(domain, d) })).sort((a, b) => a.n - b.n)[0]!;
  return closest.n > 0 && closest.n <= 2 ? `${email.slice(0, at)}@${closest.d}` : undefined;
}
