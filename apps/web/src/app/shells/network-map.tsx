/**
 * The floating knowledge network map (part 1 §2, §6): a second floating tool with the graphs of the
 * seven courses, for the accounts the server names (networkMapAccess) and never in VR mode; the
 * graph sits in an 866×544 frame with zoom, full screen and level-3 details (network-map-dialog.tsx,
 * loaded on the first click with the graph viewer).
 */
import { DeploymentUnitOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { FloatButton } from 'antd';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knowledgeApi } from '../../api/knowledge';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/store';
import { WhenOpened } from '../../shared/when-opened';

const NetworkMapDialog = lazy(() => import('./network-map-dialog').then((m) => ({ default: m.NetworkMapDialog })));

export function NetworkMap() {
  const { t } = useTranslation();
  const virtual = useSession((s) => s.modes.virtual);
  const [open, setOpen] = useState(false);
  const access = useQuery({
    queryKey: queryKeys.networkMapAccess,
    queryFn: knowledgeApi.networkMapAccess,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (virtual || !access.data?.visible) return null;
  return (
    <>
      <FloatButton
        icon={<DeploymentUnitOutlined />}
        type="primary"
        tooltip={t('knowledgeMap.button')}
        aria-label={t('knowledgeMap.button')}
        data-testid="network-map-button"
        style={{ insetInlineEnd: 24, insetBlockEnd: 96 }}
        onClick={() => setOpen(true)}
      />
      <WhenOpened open={open}>
        <NetworkMapDialog open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </>
  );
}
