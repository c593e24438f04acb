/** The small tags a resource carries wherever it shows: kind, media, language, level, origin. */
import type { TPoolResource } from '@lingua/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { kindByType } from '../../features/pool-kinds/pool-kinds';
import { formatDuration } from '../../shared/format-duration';

export function ResourceTags({ resource, showKind = true }: { resource: TPoolResource; showKind?: boolean }) {
  const { t } = useTranslation();
  const kind = kindByType(resource.resourceTopLevelType);
  const language = resource.language as 'en' | 'zh' | 'jp';
  const level = String(resource.level) as '1' | '2' | '3';
  return (
    <Space size={[4, 4]} wrap>
      {showKind && kind ? <Tag color="blue">{t(`pool.kind.${kind.key}`)}</Tag> : null}
      {resource.mediaType ? (
        <Tag color="purple">
          {t(`pool.media.${resource.mediaType}`)}
          {resource.duration ? ` · ${formatDuration(resource.duration).replace(/^00:/, '')}` : ''}
        </Tag>
      ) : null}
      <Tag>{t(`pool.language.${language}`, { defaultValue: resource.language })}</Tag>
      <Tag>{t(`pool.level.${level}`, { defaultValue: level })}</Tag>
      <Tag color={resource.origin === 'platform' ? 'geekblue' : resource.origin === 'mine' ? 'gold' : 'green'}>
        {t(`pool.origin.${resource.origin}`)}
      </Tag>
    </Space>
  );
}
