/** Tab 2, translation: directions cn-en, en-cn, cn-ja, ja-cn; source text required. */
import { SwapOutlined } from '@ant-design/icons';
import { directionFor, TranslateDirections, type TTranslateDirection } from '@lingua/contracts';
import { App, Button, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';

const DIRECTIONS = TranslateDirections;
type Direction = TTranslateDirection;

export function TranslationTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [direction, setDirection] = useState<Direction>('cn-en');
  const [text, setText] = useState('');
  const [result, setResult] = useState<string>();
  const [loading, setLoading] = useState(false);

  async function translate() {
    if (text.trim() === '') {
      message.warning(t('assistant.translation.empty'));
      return;
    }
    // English typed into 中→英 is translated 英→中, and the page says so.
    const used = directionFor(text, direction);
    if (used !== direction) {
      setDirection(used);
      message.info(t('assistant.translation.switched', { direction: t(`assistant.translation.directions.${used}`) }));
    }
    const [sourceLang, targetLang] = used.split('-') as ['cn' | 'en' | 'ja', 'cn' | 'en' | 'ja'];
    setLoading(true);
    try {
      setResult((await assistantApi.translate({ sourceLang, targetLang, sourceText: text })).transText);
    } finally {
      setLoading(false);
    }
  }

  const swap = () => {
    const [a, b] = direction.split('-');
    const back = `${b}-${a}`;
    if ((DIRECTIONS as readonly string[]).includes(back)) setDirection(back as Direction);
  };

  return (
    <div className="assistant-tab" data-testid="assistant-translation">
      <div className="assistant-row">
        <Segmented
          value={direction}
          onChange={(v) => setDirection(v as Direction)}
          options={DIRECTIONS.map((d) => ({ value: d, label: t(`assistant.translation.directions.${d}`) }))}
        />
        <Button icon={<SwapOutlined />} onClick={swap} aria-label="swap" />
      </div>
      <Input.TextArea
        rows={6}
        value={text}
        placeholder={t('assistant.translation.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="primary" loading={loading} onClick={() => void translate()}>
        {t('assistant.translation.translate')}
      </Button>
      <Typography.Text strong>{t('assistant.translation.result')}</Typography.Text>
      <div className="assistant-result" data-testid="translation-result">
        {result === '' ? (
          <Typography.Text type="warning">{t('assistant.translation.noResult')}</Typography.Text>
        ) : (
          result
        )}
      </div>
      <Typography.Text type="secondary">{t('assistant.translation.offlineHint')}</Typography.Text>
    </div>
  );
}
