/**
 * One hotspot opened: its English text line by line, each with a button that reads it aloud (the
 * assistant's speech synthesis, for signed-in users: `readAloud` false shows the lines alone), and
 * its Chinese, which a learner may hide to try the English first. The pool's preview and the
 * public tour (/zyzvr) show it.
 */
import { PauseCircleOutlined, SoundOutlined } from '@ant-design/icons';
import type { TVrHotspot } from '@lingua/contracts';
import { Button, Divider, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { speechLines } from './speech-lines';
import { useReadAloud } from './use-read-aloud';

export function HotspotReader({ hotspot, readAloud = true }: { hotspot: TVrHotspot; readAloud?: boolean }) {
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
              {readAloud ? (
                <Button
                  type="text"
                  size="small"
                  icon={voice.playing === key ? <PauseCircleOutlined /> : <SoundOutlined />}
                  loading={voice.loading === key}
                  aria-label={`${t('vr.listenLine')}: ${line}`}
                  title={t('vr.listenLine')}
                  onClick={() => void voice.play(key, line)}
                />
              ) : null}
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
