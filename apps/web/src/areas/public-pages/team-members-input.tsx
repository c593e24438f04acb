/**
 * The team's members in the team form: one row each (name, student number, phone), added up to
 * the contract's limit and removed down to one; a number or phone used by an earlier member is
 * refused on its row, as the server refuses it.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { TEAM_MEMBERS_MAX } from '@lingua/contracts';
import { Button, Flex, Form, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useTeamRules } from './team-rules';

type Member = { name?: string; studentNumber?: string; mobile?: string };

export function TeamMembersInput() {
  const { t } = useTranslation();
  const rules = useTeamRules();
  const notRepeated =
    (index: number, field: 'studentNumber' | 'mobile'): Rule =>
    ({ getFieldValue }) => ({
      validator: (_rule, value: string | undefined) => {
        const members = (getFieldValue('members') ?? []) as Member[];
        const earlier = members.slice(0, index).some((m) => value && m?.[field]?.trim() === value.trim());
        return earlier ? Promise.reject(new Error(t('publicPages.team.repeated'))) : Promise.resolve();
      },
    });
  return (
    <Form.List name="members">
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <Typography.Text strong>
            {t('publicPages.team.members')}（{fields.length}/{TEAM_MEMBERS_MAX}）
          </Typography.Text>
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} wrap align="flex-start" data-testid="team-member">
              <Typography.Text type="secondary" style={{ lineHeight: '32px', width: 24 }}>
                {index + 1}
              </Typography.Text>
              <Form.Item
                name={[field.name, 'name']}
                rules={rules.text('memberName', 1, 40)}
                style={{ flex: '1 1 120px', marginBottom: 8 }}
              >
                <Input
                  placeholder={t('publicPages.team.memberName')}
                  maxLength={40}
                  aria-label={t('publicPages.team.memberName')}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'studentNumber']}
                rules={[...rules.studentNumber(), notRepeated(index, 'studentNumber')]}
                style={{ flex: '1 1 140px', marginBottom: 8 }}
              >
                <Input
                  placeholder={t('publicPages.team.studentNumber')}
                  maxLength={30}
                  aria-label={t('publicPages.team.studentNumber')}
                />
              </Form.Item>
              <Form.Item
                name={[field.name, 'mobile']}
                rules={[...rules.mobile('memberMobile'), notRepeated(index, 'mobile')]}
                style={{ flex: '1 1 140px', marginBottom: 8 }}
              >
                <Input
                  placeholder={t('publicPages.team.memberMobile')}
                  maxLength={11}
                  inputMode="numeric"
                  aria-label={t('publicPages.team.memberMobile')}
                />
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                disabled={fields.length <= 1}
                onClick={() => remove(field.name)}
                aria-label={t('publicPages.team.removeMember', { n: index + 1 })}
              />
            </Flex>
          ))}
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= TEAM_MEMBERS_MAX}
            onClick={() => add({ name: '', studentNumber: '', mobile: '' })}
            style={{ alignSelf: 'flex-start' }}
            data-testid="team-add-member"
          >
            {t('publicPages.team.addMember')}
          </Button>
        </Flex>
      )}
    </Form.List>
  );
}
