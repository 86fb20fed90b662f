/** A phone number without its dashes and spaces (SPEC §8: the support phone as dialled), e.g. for a tel: link. */
export const cleanPhone = (phone: string) => phone.replace(/[\s-]/g, '');

/** A phone number an SMS can go to: an optional +, then 8 to 15 digits, once cleaned (dots and brackets too). */
export function textablePhone(phone: string): string | undefined {
  const cleaned = cleanPhone(phone).replace(/[.()]/g, '');
  return /^\+?\d{8,15}$/.test(cleaned) ? cleaned : undefined;
}
