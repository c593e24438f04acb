/** A contest's phase as a coloured tag (forming → simulation → platform → review → published). */
import type { TNegotiationPhase, TNegotiationSide } from '@lingua/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TNegotiationPhase, string> = {
  forming: 'default',
  simulation: 'blue',
  platform: 'red',
  review: 'purple',
  published: 'green',
};

export function NegotiationPhaseTag({ phase }: { phase: TNegotiationPhase }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[phase]}>{t(`negotiation.phases.${phase}`)}</Tag>;
}

export function SideTag({ side }: { side: TNegotiationSide }) {
  const { t } = useTranslation();
  return <Tag color={side === 'seller' ? 'gold' : 'cyan'}>{t(`negotiation.${side}`)}</Tag>;
}
