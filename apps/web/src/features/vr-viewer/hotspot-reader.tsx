/**
 * One hotspot opened: its English text line by line, each with a button that reads it aloud (the
 * assistant's speech synthesis), and its Chinese, which a learner may hide to try the English first.
 */
import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import type { TVrHotspot } from '@lingua/contracts';
import { Button, Divider, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speechLines } from '../../../features/vr-viewer/speech-lines';
import { useReadAloud } from '../../../features/vr-viewer/use-read-aloud';

export function HotspotReader({ hotspot }: { hotspot: TVrHotspot }) {
  const { t } = useTranslation();
  const [chinese, setChinese] = useState(true);
  const voice = useReadAloud();
  const lines = speechLines(hotspot.textEn);
  return (
    <div data-testid="vr-hotspot-reader" aria-live="polite">
      <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="vr-hotspot-title">
        {hotspot.titleEn} · {hotspot.titleZh}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('vr.english')}
      </Typography.Text>
      <div lang="en" data-testid="vr-hotspot-english">
        {lines.map((line, i) => {
          const key = `${hotspot.hotspotId}:${i}`;
          return (
            <div className="vr-line" key={key}>
              <Button
                type="text"
                size="small"
                icon={voice.playing === key ? <PauseCircleOutlined /> : <SoundOutlined />}
                loading={voice.loading === key}
                aria-label={`${t('vr.listenLine')}: ${line}`}
                title={t('vr.listenLine')}
                onClick={() => void voice.play(key, line)}
              />
              <span>{line}</span>
            </div>
          );
        })}
      </div>
      <Divider style={{ margin: '8px 0' }} />
      <Flex align="center" gap={8} style={{ marginBottom: 6 }}>
        <Switch size="small" checked={chinese} onChange={setChinese} aria-label={t('vr.chinese')} />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('vr.chinese')}
        </Typography.Text>
      </Flex>
      {chinese ? (
        <div lang="zh" className="vr-hotspot-text" data-testid="vr-hotspot-chinese">
          {hotspot.textZh}
        </div>
      ) : null}
    </div>
  );
}
