/** An activity's phase as a coloured tag (forming → answering → reviewing → closed → published). */
import type { TInteractionPhase } from '@lingua/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TInteractionPhase, string> = {
  forming: 'default',
  answering: 'blue',
  reviewing: 'purple',
  closed: 'orange',
  published: 'green',
};

export function PhaseTag({ phase }: { phase: TInteractionPhase }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[phase]}>{t(`interaction.phases.${phase}`)}</Tag>;
}
