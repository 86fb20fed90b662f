import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type StaticRouteName, paths } from '../lib/paths.ts';

const LINKS: { route: StaticRouteName; label: string }[] = [
  { route: 'pages-terms', label: 'footer.terms' },
  { route: 'pages-privacy', label: 'footer.privacy' },
  { route: 'pages-cookies', label: 'footer.cookies' },
  { route: 'pages-ban', label: 'footer.ban' },
  { route: 'pricing', label: 'footer.pricing' },
  { route: 'complaints', label: 'footer.complaints' },
  { route: 'pages-return-policy', label: 'footer.return_policy' },
  { route: 'pages-faq', label: 'footer.faq' },
  { route: 'pages-service', label: 'footer.service' },
];

interface SiteFooterProps {
  companyName: string;
  /** The slim variant: logged in on a page other than the index, or inside the installed app. */
  compact: boolean;
}

export function SiteFooter({ companyName, compact }: SiteFooterProps) {
  const { t } = useTranslation();
  return (
    <footer className={compact ? 'site-footer site-footer-compact' : 'site-footer'} data-testid="site-footer">
      <div className="container">
        <ul className="footer-links list-unstyled">
          {LINKS.map(({ route, label }) => (
            <li key={route}>
              <Link to={paths[route]()}>{t(label)}</Link>
            </li>
          ))}
        </ul>
        {!compact && (
          <p className="small mb-0 footer-copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), company_name: companyName })}
          </p>
        )}
      </div>
    </footer>
  );
}
