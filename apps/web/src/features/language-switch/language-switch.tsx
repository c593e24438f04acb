/** The 中文 / English toggle shown in every top bar and on the login pages. */
import { GlobalOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/store';
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
    <Button
      type="text"
      data-testid="language-switch"
      icon={<GlobalOutlined />}
      aria-label={t('language.switchLabel')}
      style={inverted ? { color: '#fff' } : undefined}
      onClick={() => change(next)}
    >
      <span className="language-switch-label">{next === 'en' ? 'English' : '中文'}</span>
    </Button>
  );
}
