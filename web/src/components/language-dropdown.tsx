import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/languages.ts';

/**
 * The language menu of the top bar. The toggle shows the current code and its name starts with it ("NL, taal
 * kiezen"), so a voice command naming what is seen finds it; the current language is marked in the menu. Items get no
 * eventKey: react-bootstrap would then put aria-selected, which a button may not carry, on each of them.
 */
export function LanguageDropdown({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  const code = current.toUpperCase();
  return (
    <Dropdown align="end">
      <Dropdown.Toggle
        variant="outline-light"
        size="sm"
        aria-label={t('nav.choose_language', { code })}
        data-testid="language-toggle"
      >
        {code}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((language) => (
          <Dropdown.Item
            key={language}
            as="button"
            lang={language}
            className={language === current ? 'active' : undefined}
            aria-current={language === current || undefined}
            onClick={() => onChange(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
