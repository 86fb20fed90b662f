import { useTranslation } from 'react-i18next';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, changeConsoleLanguage } from '../console-i18n.ts';

/** The console's language: Nederlands or English. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <select
      className="form-select form-select-sm w-auto"
      aria-label={t('console.shell.language')}
      value={i18n.language}
      onChange={(event) => void changeConsoleLanguage(event.target.value as ConsoleLanguage)}
    >
      {CONSOLE_LANGUAGES.map((language) => (
        <option key={language} value={language}>
          {t(`console.shell.languages.${language}`)}
        </option>
      ))}
    </select>
  );
}
