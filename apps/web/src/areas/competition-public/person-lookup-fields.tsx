/**
 * The name and ID number a public look-up asks for (find my score, find my certificate): one pair of
 * fields with the same rules, so the two pages cannot drift apart.
 */
import { ID_NUMBER_PATTERN } from '@lingua/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

export function PersonLookupFields({ testIdPrefix }: { testIdPrefix: 'find' | 'score' }) {
  const { t } = useTranslation();
  const requiredMessage = (field: string) => t('compPublic.certificate.required', { field });
  const idNumber = t('compPublic.certificate.idNumber');
  return (
    <>
      <Form.Item
        name="name"
        label={t('compPublic.certificate.name')}
        rules={[{ required: true, message: requiredMessage(t('compPublic.certificate.name')) }]}
      >
        <Input maxLength={40} autoComplete="name" data-testid={`${testIdPrefix}-name`} />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={idNumber}
        rules={[
          { required: true, message: requiredMessage(idNumber) },
          {
            validator: (_, v: string | undefined) =>
              !v || ID_NUMBER_PATTERN.test(v.toUpperCase().replace(/\s+/g, ''))
                ? Promise.resolve()
                : Promise.reject(new Error(requiredMessage(idNumber))),
          },
        ]}
      >
        <Input
          maxLength={24}
          placeholder={t('compPublic.certificate.idNumberPlaceholder')}
          autoComplete="off"
          data-testid={`${testIdPrefix}-id`}
        />
      </Form.Item>
    </>
  );
}
