/** The personal centre (/user/info, /teacher/center, /student/center, /manage/center). */
import { Col, Flex, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { isStudent } from '../../session/roles';
import { useSession } from '../../session/store';
import { PageSpinner } from '../../shared/page-spinner';
import { FaceDataCard } from '../exams/face-data-card';
import { LanguagePreference } from './language-preference';
import { PasswordForm } from './password-form';
import { ProfileCard } from './profile-card';

export function PersonalCentrePage() {
  const { t } = useTranslation();
  const info = useSession((s) => s.loginInfo);
  useDocumentTitle(t('nav.personalCentre'));
  if (!info) return <PageSpinner />;
  return (
    <div className="page-container">
      <Typography.Title level={3} className="page-title">
        {t('nav.personalCentre')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9}>
          <ProfileCard info={info} />
        </Col>
        <Col xs={24} lg={15}>
          <Flex vertical gap={16}>
            <PasswordForm />
            <LanguagePreference />
            {isStudent(info) ? <FaceDataCard /> : null}
          </Flex>
        </Col>
      </Row>
    </div>
  );
}
