import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths.ts';

const LINKS: { to: string; label: string }[] = [
  { to: paths.pages('terms'), label: 'footer.terms' },
  { to: paths.pages('privacy'), label: 'footer.privacy' },
  { to: paths.pages('cookies'), label: 'footer.cookies' },
  { to: paths.pages('ban'), label: 'footer.ban' },
  { to: paths.pricing(), label: 'footer.pricing' },
  { to: paths.complaints(), label: 'footer.complaints' },
  { to: paths.pages('return-policy'), label: 'footer.return_policy' },
  { to: paths.pages('faq'), label: 'footer.faq' },
  { to: paths.pages('service'), label: 'footer.service' },
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
          {LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link to={to}>{t(label)}</Link>
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
