import type { TFunction } from 'i18next';

/** A price in credits: "1 credit", "3 credits" (the catalogues keep one form besides the singular). */
export const creditsText = (t: TFunction, count: number) =>
  count === 1 ? t('chat.one_credit') : t('chat.credits', { count });
