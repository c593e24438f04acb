/**
 * The public entry page of a platform (/practice_teaching, /workplace_skills, ...): what the platform
 * does for a business-English school, and the sign-in panel.
 */
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
import { SvgIcon } from '../../features/plain-ui/svg-icon';
import { KickedNotice } from './kicked-notice';
import { FEATURE_KEYS, landingFor } from './landing-config';
import { SignInForm } from './sign-in-form';
import './login.css';

export function LandingPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = landingFor(pathname);
  const key = config.key;
  const title = t(`landing.${key}.title`);
  useDocumentTitle(title);
  return (
    <div className="landing" style={{ background: config.gradient }}>
      <KickedNotice />
      <header className="landing-header">
        <LinguaLogo inverted size={34} />
        <LanguageSwitch inverted />
      </header>
      <main className="landing-main">
        <section className="landing-hero">
          <div className="landing-eyebrow">{t('landing.eyebrow')}</div>
          <h1 className="landing-title">{title}</h1>
          <p className="landing-lead">{t(`landing.${key}.hero`)}</p>
          <ul className="landing-features">
            {FEATURE_KEYS.map((feature) => (
              <li className="landing-feature" key={feature}>
                <span className="landing-feature-icon">
                  <SvgIcon icon={config.icons[feature]} />
                </span>
                <div>
                  <h2 className="landing-feature-title">{t(`landing.${key}.${feature}`)}</h2>
                  <div className="landing-feature-text">{t(`landing.${key}.${feature}d`)}</div>
                </div>
              </li>
            ))}
          </ul>
        </section>
        {/* Plain elements, no antd: this is the first page (docs/architecture.md, "First page"). */}
        <section className="login-card" aria-labelledby="login-card-title">
          <h2 className="login-card-title" id="login-card-title">
            {t('login.panelTitle')}
          </h2>
          <p className="login-card-hint">{t('login.panelHint')}</p>
          <SignInForm remember={null} />
          <p className="login-help">{t('login.forgot')}</p>
        </section>
      </main>
      <footer className="landing-footer">{t('landing.footer')}</footer>
    </div>
  );
}
