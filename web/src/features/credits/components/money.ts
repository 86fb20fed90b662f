/** An amount in cents as the reader's language writes money. */
export const formatMoney = (cents: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
