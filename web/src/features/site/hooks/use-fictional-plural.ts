import { useTranslation } from 'react-i18next';
import { languageFromDomainLanguage } from '../../../../../shared/languages.ts';
import { useSettings } from '../../../lib/site-settings.ts';

/** The site's own word for its fictional profiles in its own language; the catalogue's word in any other. */
export function useFictionalPlural(): string {
  const { t, i18n } = useTranslation();
  const { data: settings } = useSettings();
  if (settings && languageFromDomainLanguage(settings.domain_language) === i18n.language) {
    return settings.fictional_plural;
  }
  return t('disclaimer.fictional_profiles');
}
