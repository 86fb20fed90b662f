/** An amount in cents of a currency, as the reader's language writes it. */
export const formatMoney = (language: string, cents: number, currency: string): string =>
  new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
