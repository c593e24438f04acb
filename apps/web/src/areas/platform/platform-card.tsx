/** One platform as a card: icon, name, what it is for, and whether it is the one in use. */
import {
  BankOutlined,
  BookOutlined,
  CloudOutlined,
  ExperimentOutlined,
  FileSearchOutlined,
  ReadOutlined,
  TrophyOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { TPlatformListItem } from '@lingua/contracts';
import { Card, Tag, Typography } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { dataLabel } from '../../shared/language-map';

const LOOK = {
  practice_teaching: { icon: ReadOutlined, color: '#1d4ed8' },
  workplace_skills: { icon: BankOutlined, color: '#0e7490' },
  dynamic_exam_evaluation: { icon: FileSearchOutlined, color: '#4338ca' },
  simulation_test: { icon: ExperimentOutlined, color: '#0369a1' },
  resource_library: { icon: BookOutlined, color: '#2563eb' },
  cloud_internship: { icon: CloudOutlined, color: '#0891b2' },
  competition: { icon: TrophyOutlined, color: '#b45309' },
  'cross_border_e-commerce': { icon: VideoCameraOutlined, color: '#7c3aed' },
} satisfies Record<string, { icon: ComponentType; color: string }>;

type PlatformKey = keyof typeof LOOK;

function isKnownPlatform(key: string): key is PlatformKey {
  return Object.hasOwn(LOOK, key);
}

interface PlatformCardProps {
  platform: TPlatformListItem;
  current: boolean;
  onChoose: (platform: TPlatformListItem) => void;
}

export function PlatformCard({ platform, current, onChoose }: PlatformCardProps) {
  const { t } = useTranslation();
  const known = isKnownPlatform(platform.key) ? platform.key : null;
  const look = LOOK[known ?? 'practice_teaching'];
  const Icon = look.icon;
  return (
    <Card
      hoverable
      className="clickable-card"
      onClick={() => onChoose(platform)}
      data-testid={`platform-${platform.key}`}
      styles={{ body: { display: 'flex', gap: 16, alignItems: 'flex-start' } }}
    >
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: 48,
          height: 48,
          borderRadius: 12,
          fontSize: 24,
          color: look.color,
          background: `${look.color}14`,
        }}
      >
        <Icon />
      </span>
      <div style={{ minWidth: 0 }}>
        <Typography.Text strong style={{ fontSize: 15 }}>
          {dataLabel(`platform.${platform.key}`, platform.name)}
        </Typography.Text>
        {current ? (
          <Tag color="blue" style={{ marginLeft: 8 }}>
            {t('platform.current')}
          </Tag>
        ) : null}
        <Typography.Paragraph type="secondary" style={{ margin: '6px 0 0', fontSize: 13 }} ellipsis={{ rows: 2 }}>
          {known ? t(`platformDesc.${known}`) : ''}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
