/** The interface language as a preference; the same switch as the top bar, saved to the account. */
import { Card, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChangeLanguage } from '../../features/language-switch/use-change-language';
import { type UiLanguage, useSession } from '../../session/store';

export function LanguagePreference() {
  const { t } = useTranslation();
  const language = useSession((s) => s.language);
  const change = useChangeLanguage();
  return (
    <Card title={t('languagePref.title')}>
      <Typography.Paragraph type="secondary">{t('languagePref.hint')}</Typography.Paragraph>
      <Radio.Group
        value={language}
        optionType="button"
        buttonStyle="solid"
        onChange={(event) => change(event.target.value as UiLanguage)}
        options={[
          { value: 'zh', label: '中文' },
          { value: 'en', label: 'English' },
        ]}
      />
    </Card>
  );
}
