/**
 * The side of a positioning round: the item to find (English, with its Chinese), then right or
 * wrong with the note that says why, and the button on; at the end the score with every item.
 */
import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import type { TPositioningItem, TPositioningPicture } from '@lingua/contracts';
import { Alert, Button, Card, Flex, Progress, Space, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Pick, type Round, roundScore } from './positioning-round';

function Prompt({ item }: { item: TPositioningItem }) {
  return (
    <div data-testid="positioning-prompt">
      <Typography.Text lang="en" strong style={{ fontSize: 18, display: 'block' }}>
        {item.promptEn}
      </Typography.Text>
      <Typography.Text lang="zh" type="secondary">
        {item.promptZh}
      </Typography.Text>
    </div>
  );
}

export function PositioningTask({
  picture,
  round,
  onNext,
}: {
  picture: TPositioningPicture;
  round: Round;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  const next = useRef<HTMLButtonElement>(null);
  const pick: Pick | undefined = round.picks[round.at];
  // The verdict's button takes the focus, so Enter goes on (the picture stays where it is).
  useEffect(() => {
    if (pick) next.current?.focus({ preventScroll: true });
  }, [pick]);
  const item = picture.items[round.at];
  if (!item) return null;
  const total = picture.items.length;
  const last = round.at === total - 1;
  return (
    <Card size="small" className="positioning-side positioning-task" data-testid="positioning-task">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Typography.Text type="secondary" data-testid="positioning-progress">
            {t('positioning.progress', { n: round.at + 1, total })}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('positioning.scoreTitle', { right: roundScore(round), total })}
          </Typography.Text>
        </Flex>
        <Progress
          percent={Math.round((round.picks.length / total) * 100)}
          showInfo={false}
          size="small"
          aria-label={t('positioning.progress', { n: round.at + 1, total })}
        />
        <Typography.Text type="secondary">{t('positioning.find')}</Typography.Text>
        <Prompt item={item} />
        {pick ? (
          <Alert
            type={pick.right ? 'success' : 'error'}
            showIcon
            role="status"
            message={
              pick.right ? t('positioning.right') : pick.zoneKey ? t('positioning.wrong') : t('positioning.missed')
            }
            description={
              <>
                <div lang="en">{item.noteEn}</div>
                <div lang="zh">{item.noteZh}</div>
              </>
            }
            data-testid="positioning-feedback"
            data-result={pick.right ? 'right' : 'wrong'}
          />
        ) : null}
        {pick ? (
          <Button ref={next} type="primary" block onClick={onNext} data-testid="positioning-next">
            {last ? t('positioning.finish') : t('positioning.next')}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

export function PositioningScore({
  picture,
  round,
  onAgain,
  onOther,
}: {
  picture: TPositioningPicture;
  round: Round;
  onAgain: () => void;
  onOther: (() => void) | null;
}) {
  const { t } = useTranslation();
  const right = roundScore(round);
  const total = picture.items.length;
  return (
    <Card size="small" className="positioning-side" data-testid="positioning-score">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="positioning-score-title">
          {t('positioning.scoreTitle', { right, total })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {right === total ? t('positioning.perfect') : t('positioning.scoreText', { right, total })}
        </Typography.Text>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {picture.items.map((item, i) => {
            const ok = round.picks[i]?.right ?? false;
            return (
              <li key={item.key} data-testid="positioning-score-item" data-result={ok ? 'right' : 'wrong'}>
                <Flex gap={6} align="baseline">
                  {ok ? (
                    <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={t('positioning.itemRight')} />
                  ) : (
                    <CloseCircleFilled style={{ color: '#ff4d4f' }} aria-label={t('positioning.itemWrong')} />
                  )}
                  <span>
                    <span lang="en">{item.promptEn}</span>{' '}
                    <Typography.Text type="secondary" lang="zh">
                      {item.promptZh}
                    </Typography.Text>
                  </span>
                </Flex>
              </li>
            );
          })}
        </ol>
        <Flex gap={8} wrap>
          <Button type="primary" onClick={onAgain} data-testid="positioning-again">
            {t('positioning.again')}
          </Button>
          {onOther ? <Button onClick={onOther}>{t('positioning.otherPicture')}</Button> : null}
        </Flex>
      </Space>
    </Card>
  );
}
