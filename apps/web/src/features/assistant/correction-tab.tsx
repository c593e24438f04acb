/** Tab 3, essay correction: the score circle warns at 60 or below; clearing asks to confirm. */
import { CORRECTION_WARNING_SCORE, type TCorrectionResult } from '@lingua/contracts';
import { App, Button, Input, Progress, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assistantApi } from './assistant-api';

export function CorrectionTab() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [text, setText] = useState('');
  const [result, setResult] = useState<TCorrectionResult>();
  const [loading, setLoading] = useState(false);

  async function correct() {
    if (text.trim() === '') {
      message.warning(t('assistant.correction.empty'));
      return;
    }
    setLoading(true);
    try {
      setResult(await assistantApi.correct(text));
    } finally {
      setLoading(false);
    }
  }

  function clear() {
    modal.confirm({
      title: t('assistant.correction.clearConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setText('');
        setResult(undefined);
        message.success(t('assistant.correction.cleared'));
      },
    });
  }

  const warn = result !== undefined && result.Score <= CORRECTION_WARNING_SCORE;
  return (
    <div className="assistant-tab" data-testid="assistant-correction">
      <Input.TextArea
        rows={10}
        value={text}
        placeholder={t('assistant.correction.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      <Space>
        <Button type="primary" loading={loading} onClick={() => void correct()}>
          {t('assistant.correction.correct')}
        </Button>
        <Button onClick={clear}>{t('assistant.correction.clear')}</Button>
      </Space>
      {result && (
        <div className="assistant-correction" data-testid="correction-result">
          <div className="assistant-score">
            <Progress
              aria-label={t('assistant.correction.score')}
              type="circle"
              percent={result.Score}
              status={warn ? 'exception' : 'normal'}
              format={(p) => <span data-testid="correction-score">{p}</span>}
              strokeColor={warn ? undefined : '#52c41a'}
            />
            <div className="assistant-score-cats">
              {Object.values(result.ScoreCat).map((c) => (
                <div key={c.Name}>
                  <Typography.Text>{c.Name}</Typography.Text>
                  <Progress
                    aria-label={c.Name}
                    percent={c.Score}
                    size="small"
                    status={c.Score <= CORRECTION_WARNING_SCORE ? 'exception' : 'normal'}
                  />
                </div>
              ))}
            </div>
          </div>
          <Typography.Text type="secondary">{t('assistant.correction.words', result.Statistics)}</Typography.Text>
          <Typography.Title level={5}>{t('assistant.correction.comment')}</Typography.Title>
          <Typography.Paragraph>{result.Comment}</Typography.Paragraph>
          <Typography.Title level={5}>{t('assistant.correction.suggestions')}</Typography.Title>
          {result.SentenceComments.length === 0 && <Typography.Text>{t('assistant.correction.none')}</Typography.Text>}
          {result.SentenceComments.map((c) => (
            <div key={`${c.Sentence}-${c.Suggestions[0]?.Start}`} className="assistant-sentence">
              <Typography.Text>{c.Sentence}</Typography.Text>
              {c.Suggestions.map((s) => (
                <div key={`${s.Start}-${s.End}`} className="assistant-suggestion">
                  <Typography.Text type="danger">{s.Message}</Typography.Text>
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
