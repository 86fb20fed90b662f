import { useTranslation } from 'react-i18next';
import { LineIcon, STEP_ICON_PATHS } from '../../../components/icons/step-icons.tsx';

/** What the site offers, each as a line icon (24-unit paths) with a title and a line; the texts are `landers.icons.*`. */
const FEATURES = {
  free: 'M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6l-8-3Zm-3.5 9 2.5 2.5 4.5-5',
  nearby: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  photos: 'M4 7h3l2-2.5h6L17 7h3v12H4V7Zm8 9.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  chat: STEP_ICON_PATHS.chat,
  likes: 'M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.1a4.3 4.3 0 0 1 7.5 2.7C19.5 15.4 12 20 12 20Z',
  privacy: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5V11Zm7 4v2',
} as const;

/** The iconslanding lander's grid of what the site offers. */
export function IconsFeatureGrid() {
  const { t } = useTranslation();
  return (
    <ul className="icons-feature-grid list-unstyled" data-testid="icons-feature-grid">
      {Object.entries(FEATURES).map(([feature, path]) => (
        <li className="icons-feature" key={feature}>
          <span className="icons-feature-icon">
            <LineIcon path={path} size={32} />
          </span>
          <h2 className="icons-feature-title">{t(`landers.icons.${feature}`)}</h2>
          <p className="icons-feature-text">{t(`landers.icons.${feature}_text`)}</p>
        </li>
      ))}
    </ul>
  );
}
