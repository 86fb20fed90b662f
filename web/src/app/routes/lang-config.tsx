import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, LANGUAGE_NAMES } from '../../../../shared/languages.ts';
import { chooseLanguage } from '../../lib/i18n.ts';
import { paths } from '../../lib/paths.ts';
import { settingsQuery } from '../../lib/site-settings.ts';

/** /lang-config: choose the interface language; the choice is kept in the locale cookie. */
export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: settings } = useSuspenseQuery(settingsQuery);
  return (
    <div className="container py-4 narrow-page">
      <h1 className="h3">{t('lang_config.title')}</h1>
      <p>{t('lang_config.intro', { site_name: settings.name })}</p>
      <div className="list-group" data-testid="language-list">
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            className={`list-group-item list-group-item-action d-flex justify-content-between ${language === i18n.language ? 'active' : ''}`}
            onClick={() => void chooseLanguage(language).then(() => navigate(paths.index()))}
          >
            <span>{LANGUAGE_NAMES[language]}</span>
            {language === i18n.language && <span className="small">{t('lang_config.current')}</span>}
          </button>
        ))}
      </div>
    </div>
  );
}
