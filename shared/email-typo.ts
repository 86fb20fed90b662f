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

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), enough for typos. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  return d[a.length]![b.length]!;
}

/** "Bedoelde je ...?": the address with its domain corrected, when the domain is a near miss of a common one. */
export function suggestEmail(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) return undefined;
  const domain = email.slice(at + 1).toLowerCase();
  if (!domain || COMMON_DOMAINS.includes(domain)) return undefined;
  const closest = COMMON_DOMAINS.map((d) => ({ d, n: distance(domain, d) })).sort((a, b) => a.n - b.n)[0]!;
  return closest.n > 0 && closest.n <= 2 ? `${email.slice(0, at)}@${closest.d}` : undefined;
}
