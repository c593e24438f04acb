/** The CourseInfo tab's form: names, audience and introduction in both languages, and the picture. */
import { UploadOutlined } from '@ant-design/icons';
import type { TBuiltCourse } from '@lingua/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Row, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { builderKeys, courseBuilderApi } from '../../api/course-builder';

interface InfoValues {
  nameCn: string;
  nameEn: string;
  audienceCn: string;
  audienceEn: string;
  introCn: string;
  introEn: string;
}

export function CourseInfoForm({ course }: { course: TBuiltCourse }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InfoValues>();
  const [picUrl, setPicUrl] = useState(course.picUrl);
  const picture = useMutation({
    mutationFn: (file: File) => courseBuilderApi.uploadPicture(file),
    onSuccess: (r) => setPicUrl(r.url),
  });
  // On failure the form keeps what was typed; only success replaces the course in the cache.
  const save = useMutation({
    mutationFn: (v: InfoValues) =>
      courseBuilderApi.updateInfo({
        courseId: course.courseId,
        name: { cn: v.nameCn.trim(), en: v.nameEn.trim() },
        audience: { cn: v.audienceCn.trim(), en: v.audienceEn.trim() },
        introduction: { cn: v.introCn.trim(), en: v.introEn.trim() },
        picUrl: picUrl === course.picUrl ? '' : picUrl,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(builderKeys.detail(course.courseId), saved);
      void queryClient.invalidateQueries({ queryKey: builderKeys.mine });
      void message.success(t('builder.infoSaved'));
    },
  });
  const required = [{ required: true, whitespace: true, max: 60 }];
  return (
    <Form<InfoValues>
      form={form}
      layout="vertical"
      initialValues={{
        nameCn: course.name.cn,
        nameEn: course.name.en,
        audienceCn: course.audience.cn,
        audienceEn: course.audience.en,
        introCn: course.introduction.cn,
        introEn: course.introduction.en,
      }}
      onFinish={(v) => save.mutate(v)}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="nameCn" label={t('builder.nameCn')} rules={required}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('builder.nameEn')} rules={required}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="audienceCn" label={t('builder.audienceCn')} rules={[{ max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="audienceEn" label={t('builder.audienceEn')} rules={[{ max: 200 }]}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="introCn" label={t('builder.introCn')} rules={[{ max: 4000 }]}>
            <Input.TextArea rows={4} maxLength={4000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="introEn" label={t('builder.introEn')} rules={[{ max: 4000 }]}>
            <Input.TextArea rows={4} maxLength={4000} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('builder.picture')}>
        <Space align="start" wrap>
          {picUrl && (
            <img
              alt=""
              src={picUrl}
              style={{ width: 200, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 6 }}
            />
          )}
          <Space direction="vertical">
            <Upload
              accept="image/png,image/jpeg,image/webp"
              showUploadList={false}
              beforeUpload={(file) => {
                picture.mutate(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={picture.isPending}>
                {t('builder.uploadPicture')}
              </Button>
            </Upload>
            <Typography.Text type="secondary">{t('builder.pictureHint')}</Typography.Text>
          </Space>
        </Space>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('builder.saveInfo')}
      </Button>
    </Form>
  );
}
