/** The plan form in its modal, for a teacher's own plan and the manager's school plan. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teachingApi } from '../../api/teaching';
import { FormModal, showSaveError } from '../../features/forms/form-modal';
import { formValuesOf, PLAN_FIELDS, PlanFormFields, type PlanFormValues, planKeys, usePlanOptions } from './plan-parts';

/** The plan form in its modal: new (planId undefined) or an existing plan, loaded first. */
export function PlanEditor({
  open,
  planId,
  school,
  onClose,
}: {
  open: boolean;
  planId: number | undefined;
  school: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const options = usePlanOptions();
  const [form] = Form.useForm<PlanFormValues>();
  const existing = useQuery({
    queryKey: [...planKeys.all, 'detail', planId],
    queryFn: () => teachingApi.planDetail(planId ?? 0),
    enabled: open && planId !== undefined,
  });
  const ready = planId === undefined ? !!options.data : !!existing.data && !!options.data;
  const save = useMutation({
    mutationFn: (values: PlanFormValues) => {
      const body = {
        ...(planId ? { planId } : {}),
        courseId: values.courseId ? values.courseId : null,
        term: values.term,
        title: values.title,
        content: values.content ?? '',
        file: values.file ?? null,
      };
      return school ? teachingApi.saveSchoolPlan(body) : teachingApi.savePlan(body);
    },
    onSuccess: () => {
      void message.success(t('plans.saved'));
      void queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
    onError: (error) => showSaveError(form, error, t, 'content', PLAN_FIELDS),
  });
  return (
    <FormModal
      open={open && ready}
      title={t(planId ? 'plans.editPlan' : school ? 'plans.newSchoolPlan' : 'plans.newPlan')}
      form={form}
      name="plan"
      saving={save.isPending}
      onSave={(values) => save.mutate(values)}
      onClose={onClose}
    >
      <PlanFormInit form={form} values={formValuesOf(existing.data, options.data, school)} />
      <PlanFormFields options={options.data} school={school} />
    </FormModal>
  );
}

/** Sets the form's first values once it is on screen (the modal renders the form only while open). */
function PlanFormInit({ form, values }: { form: FormInstance<PlanFormValues>; values: PlanFormValues }) {
  const [first] = useState(values);
  useEffect(() => form.setFieldsValue(first), [form, first]);
  return null;
}
