/**
 * /zyzvr (part 2 §2.2, public): the platform's VR scenes toured without signing in. A scene list
 * (the chosen one kept in ?scene= so a link opens it), the 360° view with its numbered markers and
 * the same hotspots as a list (the way in for the keyboard), and the chosen hotspot's English with
 * its Chinese. Reading aloud needs the speech synthesis, which only signed-in users may call: a
 * signed-out visitor reads the text, and the page says why.
 */
import type { TVrTourScene } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { publicContentApi } from '../../api/public-content';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { SceneTour } from '../../features/vr-viewer/scene-tour';
import { loginPagePath } from '../../session/login-page';
import { useSession } from '../../session/store';
import './public-tour.css';

function ScenePicker({
  scenes,
  chosenId,
  onChoose,
}: {
  scenes: readonly TVrTourScene[];
  chosenId: number;
  onChoose: (sceneId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('vrTour.scenes')} className="tour-choices" data-testid="vr-tour-scenes">
      {scenes.map((s) => (
        <button
          key={s.sceneId}
          type="button"
          className={`tour-choice${s.sceneId === chosenId ? ' is-chosen' : ''}`}
          aria-pressed={s.sceneId === chosenId}
          onClick={() => onChoose(s.sceneId)}
          data-testid="vr-tour-scene"
        >
          <span className="tour-choice-title">{s.title}</span>
          <span className="tour-choice-text">{s.description}</span>
          <Tag color="blue" style={{ alignSelf: 'flex-start' }}>
            {t('vrTour.sceneHotspots', { n: s.hotspots.length })}
          </Tag>
        </button>
      ))}
    </nav>
  );
}

function PublicSceneTour({ scene }: { scene: TVrTourScene }) {
  const { t } = useTranslation();
  const signedIn = useSession((s) => Boolean(s.token));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  return (
    <SceneTour
      src={scene.fileUrl}
      title={scene.title}
      titled
      hotspots={scene.hotspots}
      selectedId={selectedId}
      onSelect={setSelectedId}
      readAloud={signedIn}
      footer={
        signedIn ? null : (
          <Alert
            style={{ marginTop: 12 }}
            type="info"
            showIcon
            message={t('vrTour.readAloudSignIn')}
            action={
              <Link to={loginPagePath()}>
                <Button size="small">{t('vrTour.signIn')}</Button>
              </Link>
            }
            data-testid="vr-tour-sign-in-note"
          />
        )
      }
    />
  );
}

export function VrTourPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('vrTour.title'));
  const [params, setParams] = useSearchParams();
  const tour = useQuery({ queryKey: ['publicVrTour'], queryFn: publicContentApi.vrTour, retry: false });
  const scenes = tour.data ?? [];
  const asked = Number(params.get('scene'));
  const scene = scenes.find((s) => s.sceneId === asked) ?? scenes[0];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('vrTour.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('vrTour.intro')}
        </Typography.Paragraph>
      </Card>
      {tour.isPending ? <Skeleton active paragraph={{ rows: 6 }} /> : null}
      {tour.isError ? (
        <Alert
          type="error"
          showIcon
          message={tour.error.message}
          action={
            <Button size="small" onClick={() => void tour.refetch()}>
              {t('vrTour.retry')}
            </Button>
          }
        />
      ) : null}
      {tour.isSuccess && !scene ? <Empty description={t('vrTour.empty')} /> : null}
      {scene ? (
        <>
          <ScenePicker
            scenes={scenes}
            chosenId={scene.sceneId}
            onChoose={(sceneId) => setParams({ scene: String(sceneId) }, { replace: true })}
          />
          <PublicSceneTour key={scene.sceneId} scene={scene} />
        </>
      ) : null}
    </Flex>
  );
}
