import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/languages.ts';
import { DropdownMenu } from './dropdown-menu.tsx';

/**
 * The language menu of the top bar. The toggle shows the current code and its name starts with it ("NL, taal
 * kiezen"), so a voice command naming what is seen finds it; the current language is marked in the menu.
 */
export function LanguageDropdown({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const code = current.toUpperCase();
  return (
    <DropdownMenu toggle={code} toggleLabel={t('nav.choose_language', { code })} toggleTestId="language-toggle">
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={language === current ? 'dropdown-item active' : 'dropdown-item'}
          aria-current={language === current || undefined}
          onClick={() => onChange(language)}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </DropdownMenu>
  );
}
