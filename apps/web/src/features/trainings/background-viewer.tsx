/**
 * The task background viewer (part 1 §3, part 2 §3): text with a translation toggle, images,
 * audio and video (16:9, rates 0.7/1/1.25/1.5) with subtitles following playback. Under listening
 * rules the server counts plays and confirms a full play; seeking and speed changes can be blocked.
 */
import type { TBackgroundItem, TListeningRules, TSubtitleCue } from '@lingua/contracts';
import { App, Card, Flex, Image, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkupText } from '../../shared/markup-text';

export type MediaHooks = {
  rules: TListeningRules | null;
  state: Map<number, { plays: number; fullyPlayed: boolean }>;
  /** Asks the server; false when the play is refused (the player pauses). */
  onPlay: (index: number) => Promise<boolean>;
  onEnded: (index: number) => void;
};

const RATES = [0.7, 1, 1.25, 1.5];

function currentCue(cues: TSubtitleCue[], time: number): TSubtitleCue | undefined {
  return cues.find((c) => time >= c.start && time <= c.end + 0.3);
}

function MediaItem({ item, index, media }: { item: TBackgroundItem; index: number; media?: MediaHooks }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<HTMLMediaElement | null>(null);
  const lastTime = useRef(0);
  const [time, setTime] = useState(0);
  const [rate, setRate] = useState(1);
  const [showSubtitles, setShowSubtitles] = useState(item.subtitlesIsOpened === 1);
  const [showTranslation, setShowTranslation] = useState(false);
  const rules = media?.rules ?? null;
  const state = media?.state.get(index);
  const cue = currentCue(item.subtitles, time);
  const playsLeft = rules && rules.maxPlays > 0 ? Math.max(0, rules.maxPlays - (state?.plays ?? 0)) : null;

  const handlers = {
    onPlay: async () => {
      if (!media) return;
      const el = ref.current;
      if (el && el.currentTime > 0.5 && !el.ended) return; // resuming after a pause is the same play
      const ok = await media.onPlay(index);
      if (!ok) el?.pause();
    },
    onEnded: () => media?.onEnded(index),
    onTimeUpdate: () => {
      const el = ref.current;
      if (!el) return;
      if (!el.seeking) lastTime.current = el.currentTime;
      setTime(el.currentTime);
    },
    onSeeking: () => {
      const el = ref.current;
      if (!el || !rules?.noSeek) return;
      if (Math.abs(el.currentTime - lastTime.current) > 0.5) {
        el.currentTime = lastTime.current;
        void message.warning(t('training.noSeek'));
      }
    },
    onRateChange: () => {
      const el = ref.current;
      if (!el) return;
      if (rules?.noRateChange && el.playbackRate !== 1) {
        el.playbackRate = 1;
        void message.warning(t('training.noRate'));
      }
    },
  };
  const changeRate = (value: number) => {
    if (rules?.noRateChange) return;
    setRate(value);
    if (ref.current) ref.current.playbackRate = value;
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {item.displayType === 3 ? (
        <audio
          ref={(el) => {
            ref.current = el;
          }}
          src={item.fileUrl}
          controls
          controlsList="nodownload noplaybackrate"
          preload="metadata"
          style={{ width: '100%' }}
          {...handlers}
        />
      ) : (
        <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000' }}>
          <video
            ref={(el) => {
              ref.current = el;
            }}
            src={item.fileUrl}
            controls
            controlsList="nodownload noplaybackrate"
            preload="metadata"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
            {...handlers}
          />
        </div>
      )}
      <Flex wrap gap={8} align="center">
        {!rules?.noRateChange ? (
          <Segmented
            size="small"
            aria-label={t('training.rate')}
            value={rate}
            onChange={(v) => changeRate(Number(v))}
            options={RATES.map((r) => ({ value: r, label: `${r}x` }))}
          />
        ) : null}
        {item.subtitles.length > 0 ? (
          <Space size={4}>
            <Switch
              size="small"
              checked={showSubtitles}
              onChange={setShowSubtitles}
              aria-label={t('training.subtitles')}
            />
            {t('training.subtitles')}
          </Space>
        ) : null}
        {item.translateIsOpened === 1 && item.subtitles.some((c) => c.translation) ? (
          <Space size={4}>
            <Switch
              size="small"
              checked={showTranslation}
              onChange={setShowTranslation}
              aria-label={t('training.translation')}
            />
            {t('training.translation')}
          </Space>
        ) : null}
        {playsLeft !== null ? <Tag>{t('training.playsLeft', { n: playsLeft })}</Tag> : null}
        {rules?.mustPlayFully ? (
          state?.fullyPlayed ? (
            <Tag color="success">{t('training.listened')}</Tag>
          ) : (
            <Tag color="warning">{t('training.mustListen')}</Tag>
          )
        ) : null}
      </Flex>
      {showSubtitles && cue ? (
        <div
          className="subtitle-line"
          aria-live="polite"
          style={{ padding: '8px 12px', background: '#f5f5f5', borderRadius: 4 }}
        >
          <div>{cue.text}</div>
          {showTranslation && cue.translation ? (
            <Typography.Text type="secondary">{cue.translation}</Typography.Text>
          ) : null}
        </div>
      ) : null}
    </Space>
  );
}

function TextItem({ item }: { item: TBackgroundItem }) {
  const { t } = useTranslation();
  const [showTranslation, setShowTranslation] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <div className="background-text" style={{ lineHeight: 1.8 }}>
        <MarkupText text={item.htmlStr} />
      </div>
      {item.translation && item.translateIsOpened === 1 ? (
        <>
          <Space size={4}>
            <Switch
              size="small"
              checked={showTranslation}
              onChange={setShowTranslation}
              aria-label={t('training.translation')}
            />
            {showTranslation ? t('training.hideTranslation') : t('training.showTranslation')}
          </Space>
          {showTranslation ? (
            <div
              className="background-translation"
              style={{ lineHeight: 1.8, color: '#595959', whiteSpace: 'pre-wrap' }}
            >
              <MarkupText text={item.translation} />
            </div>
          ) : null}
        </>
      ) : null}
    </Space>
  );
}

export function BackgroundViewer({ items, media }: { items: TBackgroundItem[]; media?: MediaHooks }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: background items have no id; their order is fixed.
        <Card key={index} size="small" title={item.title || undefined}>
          {item.displayType === 1 ? <TextItem item={item} /> : null}
          {item.displayType === 2 ? <Image src={item.fileUrl} alt={item.title} style={{ maxHeight: 550 }} /> : null}
          {item.displayType === 3 || item.displayType === 4 ? (
            <MediaItem item={item} index={index} media={media} />
          ) : null}
        </Card>
      ))}
    </Space>
  );
}
