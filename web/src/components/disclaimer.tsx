import { useTranslation } from 'react-i18next';

interface DisclaimerProps {
  siteName: string;
  fictionalPlural: string;
}

/** The language-specific disclaimer under the footer, and the US statement for English only. */
export function Disclaimer({ siteName, fictionalPlural }: DisclaimerProps) {
  const { t, i18n } = useTranslation();
  return (
    <aside className="disclaimer container small text-body-secondary" data-testid="disclaimer">
      <p className="mb-1">{t('disclaimer.text', { site_name: siteName, fictional_plural: fictionalPlural })}</p>
      {i18n.language === 'en' && (
        <p className="mb-0" data-testid="us-footer">
          {t('us_footer.text')}
        </p>
      )}
    </aside>
  );
}
