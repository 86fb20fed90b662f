/** A phone number for tel: links: dashes and spaces removed (SPEC §5). */
export function cleanPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}
