/** /competition_enroll_info (part 2 §2.2, public): the signed-in student's registrations; signed out, a way to sign in. */

import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { formatSchoolTime } from '../../shared/school-time';
import { StudentGate, useIsStudent } from './student-gate';

export function EnrollInfoPage() {
  const { t } = useTranslation();
  const student = useIsStudent();
  const query = useQuery({
    queryKey: ['competitionPublic', 'mine'],
    queryFn: competitionPublicApi.myRegistrations,
    enabled: student,
  });
  let body: ReactNode;
  if (!student) {
    body = <StudentGate />;
  } else if (query.isPending) {
    body = <Spin />;
  } else if (query.isError) {
    body = <Alert type="error" showIcon message={query.error.message} />;
  } else if (query.data.length === 0) {
    body = (
      <Empty description={t('compPublic.enroll.empty')}>
        <Link to="/contest_registration">{t('compPublic.enroll.register')}</Link>
      </Empty>
    );
  } else {
    body = (
      <Flex vertical gap={12}>
        {query.data.map((r) => (
          <Card size="small" key={r.abilityCompId} title={r.competitionName} data-testid="enrolment">
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('compPublic.registration.name')}>{r.name}</Descriptions.Item>
              <Descriptions.Item label={t('compPublic.enroll.idNumberTail')}>{r.idNumberTail}</Descriptions.Item>
              <Descriptions.Item label={t('compPublic.registration.mobile')}>{r.mobile}</Descriptions.Item>
              <Descriptions.Item label={t('compPublic.enroll.registeredAt')}>
                {formatSchoolTime(r.registeredAt)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        ))}
      </Flex>
    );
  }
  return (
    <Flex vertical gap={16} style={{ maxWidth: 880, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('compPublic.enroll.title')}
        </Typography.Title>
        {body}
      </Card>
    </Flex>
  );
}
