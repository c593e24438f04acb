/**
 * The knowledge graphs (/sjjx/knowledge_graph/*, /teacher/myCourse/knowledgeGraph): choose a graph,
 * zoom 0.4-2, full screen, and open a level-3 node's details by clicking it or searching for it.
 */
import { FullscreenExitOutlined, FullscreenOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { KNOWLEDGE_GRAPH_KEYS, type TKnowledgeGraphKey } from '@lingua/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { api } from '../../api/endpoints';
import { queryKeys } from '../../api/query-keys';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { NodeDetails } from '../../features/knowledge-graph/node-details';

const KnowledgeGraphChart = lazy(() =>
  import('../../features/knowledge-graph/graph-chart').then((m) => ({ default: m.KnowledgeGraphChart })),
);

const ZOOM_STEP = 0.2;
const clampZoom = (zoom: number) => Math.round(Math.min(2, Math.max(0.4, zoom)) * 10) / 10;

function isGraphKey(value: string | null): value is TKnowledgeGraphKey {
  return (KNOWLEDGE_GRAPH_KEYS as readonly string[]).includes(value ?? '');
}

export function KnowledgeGraphPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('graph');
  const key: TKnowledgeGraphKey = isGraphKey(requested) ? requested : 'cross-cultural';
  const [zoom, setZoom] = useState(1);
  const [nodeId, setNodeId] = useState<string | null>(null);
  const [isFullscreen, setIsFullscreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const list = useQuery({ queryKey: queryKeys.knowledgeGraphs, queryFn: api.knowledgeGraphList });
  const graph = useQuery({ queryKey: [...queryKeys.knowledgeGraphs, key], queryFn: () => api.knowledgeGraph(key) });
  useDocumentTitle(t('knowledge.title'));

  useEffect(() => {
    const handleChange = () => setIsFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', handleChange);
    return () => document.removeEventListener('fullscreenchange', handleChange);
  }, []);

  const chooseGraph = (next: TKnowledgeGraphKey) => {
    setParams((p) => {
      p.set('graph', next);
      return p;
    });
    setNodeId(null);
    setZoom(1);
  };
  const openNode = useCallback(
    (id: string) => {
      // Only level-3 nodes carry details; the others are the map's structure.
      if (graph.data?.nodes.find((n) => n.id === id)?.level === 3) setNodeId(id);
    },
    [graph.data],
  );
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen();
  };
  const leaves = (graph.data?.nodes ?? []).filter((n) => n.level === 3);

  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('knowledge.title')}
      </Typography.Title>
      <Card>
        <Flex wrap gap={12} justify="space-between" style={{ marginBottom: 12 }}>
          <Space wrap>
            <Select<TKnowledgeGraphKey>
              value={key}
              onChange={chooseGraph}
              loading={list.isLoading}
              style={{ minWidth: 260 }}
              aria-label={t('knowledge.chooseGraph')}
              options={(list.data ?? []).map((g) => ({ value: g.key, label: `${g.title}（${g.nodeCount}）` }))}
            />
            <Select<string>
              showSearch
              value={null}
              placeholder={t('knowledge.searchNode')}
              style={{ minWidth: 260 }}
              aria-label={t('knowledge.searchNode')}
              optionFilterProp="label"
              onChange={openNode}
              options={leaves.map((n) => ({ value: n.id, label: n.name }))}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            />
          </Space>
          <Space>
            <Tooltip title={t('knowledge.zoomOut')}>
              <Button
                icon={<ZoomOutOutlined />}
                aria-label={t('knowledge.zoomOut')}
                disabled={zoom <= 0.4}
                onClick={() => setZoom((z) => clampZoom(z - ZOOM_STEP))}
              />
            </Tooltip>
            <Typography.Text data-testid="knowledge-zoom" style={{ minWidth: 48, textAlign: 'center' }}>
              {Math.round(zoom * 100)}%
            </Typography.Text>
            <Tooltip title={t('knowledge.zoomIn')}>
              <Button
                icon={<ZoomInOutlined />}
                aria-label={t('knowledge.zoomIn')}
                disabled={zoom >= 2}
                onClick={() => setZoom((z) => clampZoom(z + ZOOM_STEP))}
              />
            </Tooltip>
            <Button
              icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={toggleFullscreen}
            >
              {isFullscreen ? t('knowledge.exitFullscreen') : t('knowledge.fullscreen')}
            </Button>
          </Space>
        </Flex>
        <div ref={frame} className="knowledge-frame">
          {graph.isLoading ? (
            <Skeleton active paragraph={{ rows: 10 }} />
          ) : graph.data ? (
            <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
              <KnowledgeGraphChart graph={graph.data} zoom={zoom} onZoom={setZoom} onNodeClick={openNode} />
            </Suspense>
          ) : (
            <Empty />
          )}
        </div>
        <Typography.Text type="secondary">{t('knowledge.hint')}</Typography.Text>
      </Card>
      {graph.data ? <NodeDetails graph={graph.data} nodeId={nodeId} onClose={() => setNodeId(null)} /> : null}
    </div>
  );
}
