/**
 * Tab 7, voice test: language and level tabs, a text box of 30 rows, recording in the browser
 * (stopped at the level's limit), then the server's score overall and per word in the colours of
 * part 1 §9. Only English is scored; the other languages say so.
 */
import {
  EVALUATION_LANGUAGES,
  EVALUATION_LEVELS,
  type TEvaluationLevel,
  type TVoiceEvaluation,
} from '@lingua/contracts';
import { App, Button, Input, Progress, Space, Tabs, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RedWordPhones } from '../speaking/red-word-phones';
import { assistantApi } from './assistant-api';

type Language = (typeof EVALUATION_LANGUAGES)[number];
const LANGUAGE_KEYS: Record<Language, 'en' | 'cn' | 'jp' | 'kr' | 'fr' | 'de' | 'ru' | 'sp'> = {
  '': 'en',
  cn: 'cn',
  jp: 'jp',
  kr: 'kr',
  fr: 'fr',
  de: 'de',
  ru: 'ru',
  sp: 'sp',
};
const COLORS = { green: '#389e0d', yellow: '#d48806', red: '#cf1322', black: '#000' } as const;

export function VoiceTestTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [language, setLanguage] = useState<Language>('');
  const [level, setLevel] = useState<TEvaluationLevel>('sentence');
  const [text, setText] = useState('');
  const [recording, setRecording] = useState(false);
  const [scoring, setScoring] = useState(false);
  const [result, setResult] = useState<TVoiceEvaluation | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);

  async function start() {
    if (language !== '') {
      message.warning(t('assistant.voiceTest.notSupported'));
      return;
    }
    if (text.trim() === '') {
      message.warning(t('assistant.voiceTest.empty'));
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { sampleRate: 16000, channelCount: 1 } });
    } catch {
      message.error(t('assistant.voiceTest.noMicrophone'));
      return;
    }
    // Part 1 §4: audio and video stop when recording starts.
    for (const media of document.querySelectorAll('audio, video')) (media as HTMLMediaElement).pause();
    const chunks: Blob[] = [];
    const r = new MediaRecorder(stream);
    r.ondataavailable = (e) => chunks.push(e.data);
    r.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      const blob = new Blob(chunks, { type: r.mimeType || 'audio/webm' });
      void score(new File([blob], 'recording.webm', { type: blob.type }));
    };
    recorder.current = r;
    r.start();
    setRecording(true);
    setResult(null);
    timer.current = window.setTimeout(stop, EVALUATION_LEVELS[level].seconds * 1000);
  }

  function stop() {
    window.clearTimeout(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
    setRecording(false);
  }

  async function score(file: File) {
    setScoring(true);
    try {
      setResult(await assistantApi.evaluate(file, `${level}.eval${language ? `.${language}` : ''}`, text));
    } finally {
      setScoring(false);
    }
  }

  return (
    <div className="assistant-tab" data-testid="assistant-voice-test">
      <Tabs
        size="small"
        activeKey={language || 'en'}
        onChange={(k) => setLanguage(k === 'en' ? '' : (k as Language))}
        items={EVALUATION_LANGUAGES.map((l) => ({
          key: l || 'en',
          label: t(`assistant.voiceTest.languages.${LANGUAGE_KEYS[l]}`),
        }))}
      />
      <Tabs
        size="small"
        activeKey={level}
        onChange={(k) => setLevel(k as TEvaluationLevel)}
        items={(Object.keys(EVALUATION_LEVELS) as TEvaluationLevel[]).map((l) => ({
          key: l,
          label: `${t(`assistant.voiceTest.levels.${l}`)} (${t('assistant.voiceTest.limit', { seconds: EVALUATION_LEVELS[l].seconds })})`,
        }))}
      />
      {language !== '' && <Typography.Text type="warning">{t('assistant.voiceTest.notSupported')}</Typography.Text>}
      <Input.TextArea
        rows={30}
        value={text}
        placeholder={t('assistant.voiceTest.placeholder')}
        onChange={(e) => setText(e.target.value)}
        className="assistant-voice-text"
      />
      <Space>
        {recording ? (
          <Button danger onClick={stop}>
            {t('assistant.voiceTest.stop')}
          </Button>
        ) : (
          <Button type="primary" loading={scoring} onClick={() => void start()}>
            {scoring ? t('assistant.voiceTest.scoring') : t('assistant.voiceTest.record')}
          </Button>
        )}
      </Space>
      {result && (
        <div data-testid="voice-test-result">
          <Space size="large" wrap>
            {(['overall', 'accuracy', 'fluency', 'completeness'] as const).map((k) => (
              <div key={k} className="assistant-voice-score">
                <Progress
                  aria-label={t(`assistant.voiceTest.${k}`)}
                  type="circle"
                  size={72}
                  percent={result[k]}
                  status={result[k] <= 60 ? 'exception' : 'normal'}
                  format={(p) => p}
                />
                <div>{t(`assistant.voiceTest.${k}`)}</div>
              </div>
            ))}
          </Space>
          <p className="assistant-voice-words">
            {result.words.map((w, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the reference's words, in reading order, never reorder
                key={i}
                style={{ color: COLORS[w.color] }}
                title={w.score === null ? '' : String(w.score)}
              >
                {w.word}{' '}
              </span>
            ))}
          </p>
          <Typography.Text type="secondary">{t('assistant.voiceTest.legend')}</Typography.Text>
          <RedWordPhones words={result.words} />
        </div>
      )}
    </div>
  );
}
