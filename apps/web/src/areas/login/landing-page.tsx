/**
 * The public entry page of a platform (/practice_teaching, /workplace_skills, ...): what the platform
 * does for a business-English school, and the sign-in panel.
 */
import { Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LinguaLogo } from '../../features/brand/lingua-logo';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { LanguageSwitch } from '../../features/language-switch/language-switch';
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
          <Row gutter={[16, 16]} className="landing-features">
            {FEATURE_KEYS.map((feature) => {
              const Icon = config.icons[feature];
              return (
                <Col xs={24} sm={12} key={feature}>
                  <div className="landing-feature">
                    <span className="landing-feature-icon">
                      <Icon />
                    </span>
                    <div>
                      <div className="landing-feature-title">{t(`landing.${key}.${feature}`)}</div>
                      <div className="landing-feature-text">{t(`landing.${key}.${feature}d`)}</div>
                    </div>
                  </div>
                </Col>
              );
            })}
          </Row>
        </section>
        {/* Plain elements rather than Card and Typography keep the first page's JavaScript small. */}
        <section className="login-card">
          <h2 className="login-card-title">{t('login.panelTitle')}</h2>
          <p className="login-card-hint">{t('login.panelHint')}</p>
          <SignInForm remember={null} />
          <p className="login-help">{t('login.forgot')}</p>
        </section>
      </main>
      <footer className="landing-footer">{t('landing.footer')}</footer>
    </div>
  );
}
