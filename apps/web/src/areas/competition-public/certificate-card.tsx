/** A certificate as /find_certificate shows it: what it says, in its colours, and its PDF. */
import type { TCertificate } from '@lingua/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { certificateApi } from '../../api/competition-public';
import { saveBase64File } from '../../features/download/save-base64-file';

export function CertificateCard({ certificate: c }: { certificate: TCertificate }) {
  const { t } = useTranslation();
  const pdf = useMutation({
    mutationFn: () => certificateApi.pdf(c.code),
    onSuccess: (file) => saveBase64File(file.fileName, file.base64, 'application/pdf'),
  });
  return (
    <Card
      size="small"
      style={{ borderTop: `4px solid ${c.accent}` }}
      title={
        <span>
          <Tag color="success">{t('compPublic.certificate.valid')}</Tag>
          {c.competitionTitle}
        </span>
      }
      data-testid="certificate"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('compPublic.certificate.holder')}>{c.holderName}</Descriptions.Item>
        <Descriptions.Item label={t('compPublic.certificate.award')}>{c.award}</Descriptions.Item>
        {c.rank !== null && <Descriptions.Item label={t('compPublic.certificate.rank')}>{c.rank}</Descriptions.Item>}
        <Descriptions.Item label={t('compPublic.certificate.organiser')}>{c.organiser}</Descriptions.Item>
        <Descriptions.Item label={t('compPublic.certificate.issuedOn')}>{c.issuedOn}</Descriptions.Item>
        <Descriptions.Item label={t('compPublic.certificate.codeLabel')}>{c.code}</Descriptions.Item>
      </Descriptions>
      <Button onClick={() => pdf.mutate()} loading={pdf.isPending} data-testid="certificate-pdf">
        {t('compPublic.certificate.download')}
      </Button>
    </Card>
  );
}
