/**
 * /img_positioning (part 2 §2.2, public): image positioning as a business-English exercise. The
 * learner picks a picture (a commercial invoice, a bill of lading, an office floor plan), then
 * finds each item in it by clicking, tapping or choosing an area with the keyboard; each pick says
 * right or wrong and frames the right place; the score and every item come at the end. The chosen
 * picture is kept in ?picture= so a link opens it. Nothing is stored.
 */
import type { TPositioningPicture } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { publicContentApi } from '../../../api/public-content';
import { useDocumentTitle } from '../../../features/brand/use-document-title';
import '../public-tour.css';
import { PositioningPicture } from './positioning-picture';
import { newRound, playRound, type Round, type RoundAction, roundDone } from './positioning-round';
import { PositioningScore, PositioningTask } from './positioning-task';

function PictureRound({ picture, onOther }: { picture: TPositioningPicture; onOther: (() => void) | null }) {
  const { t } = useTranslation();
  const [round, play] = useReducer((r: Round, a: RoundAction) => playRound(picture, r, a), newRound());
  const done = roundDone(picture, round);
  const item = picture.items[round.at];
  const pick = round.picks[round.at] ?? null;
  return (
    <div className="positioning-layout">
      <Card size="small" title={picture.title} data-testid="positioning-board">
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {picture.description}
        </Typography.Paragraph>
        <PositioningPicture
          picture={picture}
          open={!done && !pick}
          pick={done ? null : pick}
          rightZone={item?.zone ?? ''}
          onPick={(x, y) => play({ type: 'pick', x, y })}
        />
        <Typography.Paragraph
          type="secondary"
          className="positioning-scroll-hint"
          style={{ margin: '6px 0 0', fontSize: 12 }}
        >
          {t('positioning.scrollHint')}
        </Typography.Paragraph>
      </Card>
      {done ? (
        <PositioningScore picture={picture} round={round} onAgain={() => play({ type: 'restart' })} onOther={onOther} />
      ) : (
        <PositioningTask picture={picture} round={round} onNext={() => play({ type: 'next' })} />
      )}
    </div>
  );
}

export function PositioningPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('positioning.title'));
  const [params, setParams] = useSearchParams();
  const pictures = useQuery({ queryKey: ['publicPositioning'], queryFn: publicContentApi.positioning, retry: false });
  const list = pictures.data ?? [];
  const index = Math.max(
    0,
    list.findIndex((p) => p.key === params.get('picture')),
  );
  const picture = list[index];
  const choose = (key: string) => setParams({ picture: key }, { replace: true });
  const next = list.length > 1 ? list[(index + 1) % list.length] : undefined;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('positioning.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('positioning.intro')}
        </Typography.Paragraph>
      </Card>
      {pictures.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {pictures.isError ? (
        <Alert
          type="error"
          showIcon
          message={pictures.error.message}
          action={
            <Button size="small" onClick={() => void pictures.refetch()}>
              {t('positioning.retry')}
            </Button>
          }
        />
      ) : null}
      {pictures.isSuccess && !picture ? <Empty description={t('positioning.empty')} /> : null}
      {picture ? (
        <>
          <nav aria-label={t('positioning.pictures')} className="tour-choices" data-testid="positioning-pictures">
            {list.map((p) => (
              <button
                key={p.key}
                type="button"
                className={`tour-choice${p.key === picture.key ? ' is-chosen' : ''}`}
                aria-pressed={p.key === picture.key}
                onClick={() => choose(p.key)}
                data-testid="positioning-picture-choice"
              >
                <span className="tour-choice-title">{p.title}</span>
                <span className="tour-choice-text">{p.description}</span>
                <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
                  {t('positioning.itemsCount', { n: p.items.length })}
                </Tag>
              </button>
            ))}
          </nav>
          <PictureRound key={picture.key} picture={picture} onOther={next ? () => choose(next.key) : null} />
        </>
      ) : null}
    </Flex>
  );
}
