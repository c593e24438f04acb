/** The kind of a message (system, task, exam, lesson, class) as a coloured tag. */
import type { TMessage } from '@lingua/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<TMessage['messageType'], string> = {
  system: 'blue',
  task: 'gold',
  exam: 'volcano',
  lesson: 'green',
  class: 'purple',
};

export function MessageTypeTag({ type }: { type: TMessage['messageType'] }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[type]}>{t(`messages.types.${type}`)}</Tag>;
}
