/**
 * /sch_team (part 2 §2.2, public): a school's competition office registers a team for a public
 * competition: the school, the team's name, the leading teacher and contact, and the members
 * (name, student number, phone). Each field is checked as it is typed, the server's refusal is
 * put on the field it names, and the whole form is kept as a draft across a reload until the
 * team is registered. Sending the same school and team name again corrects the team.
 */

import { TEAM_MEMBERS_MAX, type TTeamRegistration, type TTeamRegistrationRequest } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { competitionPublicApi } from '../../api/competition-public';
import { ApiError } from '../../api/errors';
import { useDocumentTitle } from '../../features/brand/use-document-title';
import { CompetitionSelect } from '../competition-public/competition-select';
import { useStoredDraft } from '../competition-public/use-stored-draft';
import { TeamMembersInput } from './team-members-input';
import { useTeamRules } from './team-rules';

type Values = Omit<TTeamRegistrationRequest, 'abilityCompId' | 'teacherEmail'> & {
  abilityCompId?: number;
  teacherEmail?: string;
};

const EMPTY: Values = {
  schoolName: '',
  teamName: '',
  teacherName: '',
  teacherMobile: '',
  teacherEmail: '',
  members: [{ name: '', studentNumber: '', mobile: '' }],
};

function Done({ team, onAnother }: { team: TTeamRegistration; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('publicPages.team.done')}
      subTitle={t('publicPages.team.doneText', { competition: team.competitionName, n: team.members.length })}
      data-testid="team-done"
      extra={[
        <Button key="again" onClick={onAnother}>
          {t('publicPages.team.another')}
        </Button>,
      ]}
    >
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('publicPages.team.schoolName')}>{team.schoolName}</Descriptions.Item>
        <Descriptions.Item label={t('publicPages.team.teamName')}>{team.teamName}</Descriptions.Item>
        <Descriptions.Item label={t('publicPages.team.teacherName')}>
          {team.teacherName} · {team.teacherMobile}
        </Descriptions.Item>
        <Descriptions.Item label={t('publicPages.team.members')}>
          {team.members.map((m) => `${m.name}（${m.studentNumber}）`).join('、')}
        </Descriptions.Item>
      </Descriptions>
    </Result>
  );
}

export function SchoolTeamPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('publicPages.team.title'));
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [form] = Form.useForm<Values>();
  const [draft, setDraft, clearDraft] = useStoredDraft<Values>('lingua.schoolTeam', EMPTY);
  const rules = useTeamRules();
  const register = useMutation({
    mutationFn: (v: Values) =>
      competitionPublicApi.teamRegister({
        ...v,
        abilityCompId: v.abilityCompId ?? 0,
        teacherEmail: v.teacherEmail ?? '',
      }),
    onSuccess: clearDraft,
    onError: (e) => {
      // The server names the field it refused ("members.1.studentNumber"): show it there.
      if (e instanceof ApiError && e.field && e.field !== 'body') {
        const name = e.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        form.setFields([{ name: name as never, errors: [e.message] }]);
      }
    },
  });

  const another = () => {
    register.reset();
    form.resetFields();
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('publicPages.team.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          {t('publicPages.team.intro', { max: TEAM_MEMBERS_MAX })}
        </Typography.Paragraph>
        {register.data ? (
          <Done team={register.data} onAnother={another} />
        ) : (
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={{ ...draft, ...(Number.isInteger(id) && id > 0 ? { abilityCompId: id } : {}) }}
            onValuesChange={(_, all) => setDraft({ ...EMPTY, ...all })}
            onFinish={(v) => register.mutate(v)}
            scrollToFirstError
          >
            <Form.Item
              name="abilityCompId"
              label={t('publicPages.team.competition')}
              rules={[rules.required('competition')]}
            >
              <CompetitionSelect testId="team-competition" />
            </Form.Item>
            <Flex wrap style={{ columnGap: 16 }}>
              <Form.Item
                name="schoolName"
                label={t('publicPages.team.schoolName')}
                rules={rules.text('schoolName', 2, 80)}
                style={{ flex: '1 1 280px' }}
              >
                <Input maxLength={80} data-testid="team-school" />
              </Form.Item>
              <Form.Item
                name="teamName"
                label={t('publicPages.team.teamName')}
                rules={rules.text('teamName', 1, 60)}
                style={{ flex: '1 1 200px' }}
              >
                <Input maxLength={60} placeholder={t('publicPages.team.teamNameHint')} data-testid="team-name" />
              </Form.Item>
            </Flex>
            <Flex wrap style={{ columnGap: 16 }}>
              <Form.Item
                name="teacherName"
                label={t('publicPages.team.teacherName')}
                rules={rules.text('teacherName', 1, 40)}
                style={{ flex: '1 1 180px' }}
              >
                <Input maxLength={40} autoComplete="name" data-testid="team-teacher" />
              </Form.Item>
              <Form.Item
                name="teacherMobile"
                label={t('publicPages.team.teacherMobile')}
                rules={rules.mobile('teacherMobile')}
                style={{ flex: '1 1 180px' }}
              >
                <Input maxLength={11} inputMode="numeric" autoComplete="tel" data-testid="team-teacher-mobile" />
              </Form.Item>
              <Form.Item
                name="teacherEmail"
                label={t('publicPages.team.teacherEmail')}
                rules={[{ type: 'email', message: t('publicPages.team.emailInvalid') }]}
                style={{ flex: '1 1 220px' }}
              >
                <Input maxLength={120} inputMode="email" autoComplete="email" data-testid="team-teacher-email" />
              </Form.Item>
            </Flex>
            <TeamMembersInput />
            {register.isError && !(register.error instanceof ApiError && register.error.field) ? (
              <Alert
                type="error"
                showIcon
                message={register.error.message}
                style={{ marginBottom: 12 }}
                data-testid="team-error"
              />
            ) : null}
            <Button type="primary" htmlType="submit" loading={register.isPending} data-testid="team-submit">
              {t('publicPages.team.submit')}
            </Button>
          </Form>
        )}
      </Card>
    </Flex>
  );
}
