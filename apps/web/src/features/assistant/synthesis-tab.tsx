/**
 * Tab 1, speech synthesis (part 1 §4): the synthesise button has four states, 0 synthesise now,
 * 1 loading, 2 play, 3 pause. Choosing a voice resets to 0 and synthesises again if there is text;
 * changing the text resets to 0. The first visible voice is chosen by default.
 */
import { PauseCircleOutlined, PlayCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { SYNTHESIS_LIMITS, type TQuoteResult, type TSynthesisResult, type TVoice } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, Radio, Slider, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCourse } from '../course-card/use-current-course';
import { assistantApi } from './assistant-api';
import { offeredVoices, plainLength, QUOTE_EVENT } from './rules';

type ButtonState = 0 | 1 | 2 | 3;

export function SynthesisTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const voices = useQuery({ queryKey: ['assistant', 'voices'], queryFn: assistantApi.voiceList, staleTime: 60_000 });
  const course = useCurrentCourse();
  const visible = offeredVoices(voices.data ?? [], course?.resourceLanguage);
  const [voice, setVoice] = useState<string>();
  const [text, setText] = useState('');
  const [volume, setVolume] = useState<number>(SYNTHESIS_LIMITS.volume.default);
  const [speed, setSpeed] = useState<number>(SYNTHESIS_LIMITS.speed.default);
  const [state, setState] = useState<ButtonState>(0);
  const [result, setResult] = useState<TSynthesisResult>();
  const [quoted, setQuoted] = useState<TQuoteResult>();
  const audio = useRef<HTMLAudioElement>(null);
  const trial = useRef<HTMLAudioElement>(null);
  const chosen = voice ?? visible[0]?.voiceType;

  useEffect(() => {
    const element = audio.current;
    if (!element) return;
    const onPlay = () => setState(3);
    const onPause = () => setState((s) => (s === 3 ? 2 : s));
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    return () => {
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
    };
  }, []);

  async function synthesise(voiceType: string | undefined, content: string) {
    if (!voiceType) {
      message.warning(t('assistant.synthesis.noVoice'));
      return;
    }
    const length = plainLength(content);
    if (length === 0) {
      message.warning(t('assistant.synthesis.empty'));
      return;
    }
    if (length > SYNTHESIS_LIMITS.maxChars) {
      message.warning(t('assistant.synthesis.tooLong'));
      return;
    }
    setState(1);
    try {
      const r = await assistantApi.synthesise({ text: content, voice: voiceType, volume, speech_rate: speed });
      setResult(r);
      if (audio.current) audio.current.src = r.fileUrl;
      setState(2);
    } catch {
      setState(0);
    }
  }

  function press() {
    if (state === 1) return;
    if (state === 0) void synthesise(chosen, text);
    else if (state === 2) void audio.current?.play();
    else audio.current?.pause();
  }

  function chooseVoice(v: TVoice) {
    setVoice(v.voiceType);
    setState(0);
    setResult(undefined);
    if (plainLength(text) > 0) void synthesise(v.voiceType, text);
  }

  async function listen(v: TVoice) {
    const r = await assistantApi.voiceSample(v.voiceType);
    if (trial.current) {
      trial.current.src = r.fileUrl;
      void trial.current.play();
    }
  }

  async function quote() {
    if (!result) return;
    const { id } = await assistantApi.quote({
      title: result.resourceMultiName,
      isShared: 0,
      resourceMultiRemark: t('assistant.synthesis.remark'),
      fileUrl: result.fileUrl,
      audioDuration: result.audioDuration,
      resourceFileName: result.resourceFileName,
      resourceMultiName: result.resourceMultiName,
    });
    // The quote result of part 1 §3, announced to whatever page is open (an editor inserts it).
    const quoteResult: TQuoteResult = { ...result, multimediaId: id };
    setQuoted(quoteResult);
    window.dispatchEvent(new CustomEvent(QUOTE_EVENT, { detail: quoteResult }));
  }

  const label = [
    t('assistant.synthesis.synthesise'),
    t('assistant.synthesis.loading'),
    t('assistant.synthesis.play'),
    t('assistant.synthesis.pause'),
  ][state];
  const icon = state === 3 ? <PauseCircleOutlined /> : state === 2 ? <PlayCircleOutlined /> : undefined;

  return (
    <div className="assistant-tab" data-testid="assistant-synthesis">
      <Typography.Text strong>{t('assistant.synthesis.voices')}</Typography.Text>
      <Radio.Group value={chosen} className="assistant-voices">
        {visible.map((v) => (
          <div key={v.voiceType} className="assistant-voice">
            <Radio value={v.voiceType} onChange={() => chooseVoice(v)}>
              {v.name}
            </Radio>
            <Typography.Text type="secondary">
              {v.sex === 1 ? t('assistant.synthesis.male') : t('assistant.synthesis.female')}
              {v.bilingual ? ` · ${t('assistant.synthesis.bilingual')}` : ''}
              {v.language === 'jp' ? ` · ${t('assistant.synthesis.japanese')}` : ''}
            </Typography.Text>
            <Button
              size="small"
              type="link"
              icon={<SoundOutlined />}
              aria-label={`${t('assistant.synthesis.trial')} ${v.name}`}
              onClick={() => void listen(v)}
            />
          </div>
        ))}
      </Radio.Group>
      <div className="assistant-sliders">
        <span>{t('assistant.synthesis.volume')}</span>
        <Slider
          min={SYNTHESIS_LIMITS.volume.min}
          max={SYNTHESIS_LIMITS.volume.max}
          value={volume}
          onChange={(v) => {
            setVolume(v);
            setState(0);
          }}
        />
        <span>{t('assistant.synthesis.speed')}</span>
        <Slider
          min={SYNTHESIS_LIMITS.speed.min}
          max={SYNTHESIS_LIMITS.speed.max}
          step={50}
          value={speed}
          onChange={(v) => {
            setSpeed(v);
            setState(0);
          }}
        />
      </div>
      <Input.TextArea
        rows={6}
        value={text}
        placeholder={t('assistant.synthesis.placeholder')}
        showCount={{ formatter: () => `${plainLength(text)} / ${SYNTHESIS_LIMITS.maxChars}` }}
        onChange={(e) => {
          setText(e.target.value);
          setState(0);
          setResult(undefined);
        }}
      />
      <Space wrap className="assistant-actions">
        <Button type="primary" loading={state === 1} icon={icon} onClick={press} data-state={state}>
          {label}
        </Button>
        <Button disabled={!result} href={result?.fileUrl} download={result?.resourceFileName}>
          {t('assistant.synthesis.download')}
        </Button>
        <Button disabled={!result} onClick={() => void quote()}>
          {t('assistant.synthesis.quote')}
        </Button>
      </Space>
      {quoted && quoted.fileUrl === result?.fileUrl ? (
        <Alert
          type="success"
          showIcon
          data-testid="quote-result"
          style={{ marginTop: 12 }}
          message={t('assistant.synthesis.quoted')}
          description={t('assistant.synthesis.quotedDetail', {
            name: quoted.resourceMultiName,
            seconds: quoted.audioDuration,
            id: quoted.multimediaId,
          })}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: synthesised speech of the text shown above */}
      <audio ref={audio} data-testid="synthesis-audio" />
      {/* biome-ignore lint/a11y/useMediaCaption: a voice sample */}
      <audio ref={trial} />
    </div>
  );
}
