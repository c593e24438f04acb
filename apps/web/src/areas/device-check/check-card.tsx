/** One check of the device check page: its title, its state in plain words, what to do, and its controls. */
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type CheckState = 'idle' | 'running' | 'pass' | 'fail';

const COLOR: Record<CheckState, string> = { idle: 'default', running: 'processing', pass: 'success', fail: 'error' };

export function CheckCard(props: {
  name: string;
  title: string;
  intro: string;
  state: CheckState;
  /** What the result means and what to do, shown once there is a result. */
  advice?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      data-testid={`check-${props.name}`}
      data-state={props.state}
      title={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <span>{props.title}</span>
          <Tag color={COLOR[props.state]}>{t(`deviceCheck.state.${props.state}`)}</Tag>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {props.intro}
      </Typography.Paragraph>
      {props.children}
      {props.advice ? (
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} data-testid={`check-${props.name}-advice`}>
          {props.advice}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}
