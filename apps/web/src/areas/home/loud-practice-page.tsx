/** /loudPractice: what read-aloud practice trains and how it works, with the way into practice. */
import { AudioOutlined, CheckCircleOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Card, Col, Row, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { isStudent } from '../../session/roles';
import { useSession } from '../../session/store';

const SKILLS = ['pronunciation', 'intonation', 'fluency', 'vocabulary'] as const;
const STEPS = ['listen', 'record', 'score', 'repeat'] as const;

export function LoudPracticePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useSession((s) => s.loginInfo);
  useDocumentTitle(t('loud.title'));
  const target = isStudent(info) ? '/student/practicals' : '/teacher/practicals';
  return (
    <div className="page-container">
      <Card className="loud-hero" style={{ background: 'linear-gradient(120deg, #1e3a8a, #1d4ed8)', border: 0 }}>
        <Row gutter={32} align="middle">
          <Col xs={24} md={16}>
            <Typography.Title level={2} style={{ color: '#fff', marginTop: 0 }}>
              <SoundOutlined style={{ marginRight: 12 }} />
              {t('loud.title')}
            </Typography.Title>
            <Typography.Paragraph style={{ color: 'rgb(255 255 255 / 88%)', fontSize: 16, lineHeight: 1.8 }}>
              {t('loud.intro')}
            </Typography.Paragraph>
            <Button size="large" icon={<AudioOutlined />} onClick={() => navigate(target)}>
              {t('loud.start')}
            </Button>
          </Col>
        </Row>
      </Card>
      <Typography.Title level={4} style={{ margin: '28px 0 16px' }}>
        {t('loud.trainsTitle')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {SKILLS.map((skill) => (
          <Col xs={24} md={12} xl={6} key={skill}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                <CheckCircleOutlined style={{ color: '#16a34a', marginRight: 8 }} />
                {t(`loud.skills.${skill}`)}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t(`loud.skills.${skill}Text`)}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('loud.stepsTitle')} style={{ marginTop: 28 }}>
        <Steps
          items={STEPS.map((step) => ({
            title: t(`loud.steps.${step}`),
            content: t(`loud.steps.${step}Text`),
            status: 'process' as const,
          }))}
        />
      </Card>
    </div>
  );
}
