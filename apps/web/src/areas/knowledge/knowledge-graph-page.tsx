/**
 * The knowledge graphs (/sjjx/knowledge_graph/*, /teacher/myCourse/knowledgeGraph): the graph named
 * by ?graph= (the course's, from its card or the 4_118 button), else the cross-cultural one.
 */
import { KNOWLEDGE_GRAPH_KEYS, type TKnowledgeGraphKey } from '@lingua/contracts';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { KnowledgeGraphViewer } from '../../features/knowledge-graph/graph-viewer';

function isGraphKey(value: string | null): value is TKnowledgeGraphKey {
  return (KNOWLEDGE_GRAPH_KEYS as readonly string[]).includes(value ?? '');
}

export function KnowledgeGraphPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('graph');
  const key: TKnowledgeGraphKey = isGraphKey(requested) ? requested : 'cross-cultural';
  useDocumentTitle(t('knowledge.title'));
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('knowledge.title')}
      </Typography.Title>
      <Card>
        <KnowledgeGraphViewer
          graphKey={key}
          height={600}
          onGraphKeyChange={(next) =>
            setParams((p) => {
              p.set('graph', next);
              return p;
            })
          }
        />
      </Card>
    </div>
  );
}
