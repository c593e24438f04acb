/**
 * The 4_118 knowledge graph button of the teacher's navigation (part 2 §2.1), shown when the school
 * has the function. It opens the current class's course graph (/sjjx/knowledge_graph/pro) when the
 * course has one (knowledgeType 2), otherwise the practice graphs (know_gra_practical?type=1).
 */
import { DeploymentUnitOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../api/query-keys';
import { schoolApi } from '../../api/schools';
import { useCurrentCourse } from '../course-card/use-current-course';

export function GraphNavButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useQuery({ queryKey: queryKeys.functionPermissions, queryFn: schoolApi.functionPermissions });
  const current = useCurrentCourse();
  if (permissions.data?.cacheData['4_118']?.isUsed !== '1') return null;
  const open = () => {
    if (current?.knowledgeType === 2 && current.knowledgeGraph)
      void navigate(`/sjjx/knowledge_graph/pro?graph=${current.knowledgeGraph}`);
    else void navigate('/sjjx/knowledge_graph/index/know_gra_practical?type=1');
  };
  return (
    <Tooltip title={t('graphButton.label')}>
      <Button
        type="text"
        icon={<DeploymentUnitOutlined />}
        onClick={open}
        aria-label={t('graphButton.label')}
        data-testid="graph-nav-button"
      >
        <span className="graph-nav-label">{t('graphButton.label')}</span>
      </Button>
    </Tooltip>
  );
}
