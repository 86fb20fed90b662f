import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES, type Language } from '../../../shared/languages.ts';

export function LanguageDropdown({ onChange }: { onChange: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const current = i18n.language as Language;
  return (
    <Dropdown align="end" onSelect={(key) => key && onChange(key as Language)}>
      <Dropdown.Toggle variant="outline-light" size="sm" aria-label={t('nav.language')} data-testid="language-toggle">
        {current.toUpperCase()}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((language) => (
          <Dropdown.Item key={language} eventKey={language} active={language === current} lang={language}>
            {LANGUAGE_NAMES[language]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
