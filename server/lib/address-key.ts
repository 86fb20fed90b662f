/** Mail domains that ignore dots in the local part: Gmail's, under either of its names. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The key of an e-mail address, the one a ban is stored and looked up by (decision 037): the address as accounts keep
 * it (trimmed, lower-cased: the signup contract), without a `+tag` (sub-addressing: `name+x@` reaches `name@` at
 * Gmail, Outlook, iCloud, Fastmail, Proton and most others), and at Gmail (also spelled googlemail.com) without the
 * dots of the local part, which Gmail ignores. Every spelling of one mailbox has one key; two mailboxes rarely do (a
 * domain that delivers `a+b@` elsewhere than `a@`), and then a ban errs on the side of refusing.
 */
export function addressKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '') || local;
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
