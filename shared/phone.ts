/** A phone number without its dashes and spaces (SPEC §8: the support phone as dialled), e.g. for a tel: link. */
export const cleanPhone = (phone: string) => phone.replace(/[\s-]/g, '');
