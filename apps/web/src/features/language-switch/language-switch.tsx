/**
 * The 中文 / English toggle shown in every top bar and on the login pages. A plain button with
 * antd's text-button look: the login pages are the first page and carry no antd.
 */
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
import { PlainButton } from '../plain-ui/plain-button';
import { SvgIcon } from '../plain-ui/svg-icon';
import { useChangeLanguage } from './use-change-language';

interface LanguageSwitchProps {
  /** Light text for dark backgrounds (login hero). */
  inverted?: boolean;
}

export function LanguageSwitch({ inverted = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  const change = useChangeLanguage();
  const next = language === 'zh' ? 'en' : 'zh';
  return (
    <PlainButton
      variant="text"
      data-testid="language-switch"
      icon={<SvgIcon icon={GlobalOutlined} />}
      aria-label={`${t('language.switchLabel')} · ${next === 'en' ? 'English' : '中文'}`}
      className={inverted ? 'inverted' : undefined}
      onClick={() => change(next)}
    >
      <span className="language-switch-label" lang={next === 'en' ? 'en' : 'zh-CN'}>
        {next === 'en' ? 'English' : '中文'}
      </span>
    </PlainButton>
  );
}
