import type { UseMutationResult } from '@tanstack/react-query';
import { App, Button, Card, Form, type FormInstance } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client';
import { LoadError } from '../../../ui/LoadError';

interface Props<D, V> {
  title: string;
  help?: string;
  /** The saved settings' read: the form shows them once they arrive. */
  read: { isPending: boolean; error: Error | null; data: D | undefined; refetch: () => unknown };
  /** The form's values from the saved settings. */
  valuesOf: (data: D) => V;
  save: UseMutationResult<{ m: string }, ApiError, V>;
  /** After a save, what the form clears (a secret that is never shown again). */
  afterSave?: (form: FormInstance<V>) => void;
  /** The form's fields. */
  children: ReactNode;
}

/** A card of the admin configuration: a form of saved settings, saved with the server's toast. */
export function SettingsCard<D, V>({ title, help, read, valuesOf, save, afterSave, children }: Props<D, V>) {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const [form] = Form.useForm<V>();
  // The form is filled when the settings arrive (or are saved), not on every render: typing stays.
  const valuesOfRef = useRef(valuesOf);
  valuesOfRef.current = valuesOf;
  useEffect(() => {
    if (read.data) form.setFieldsValue(valuesOfRef.current(read.data));
  }, [read.data, form]);

  return (
    <Card
      className="admin-configuration__card"
      loading={read.isPending}
      title={<h2 className="admin-configuration__card-title">{title}</h2>}
    >
      {help ? <p className="admin-configuration__help">{help}</p> : null}
      <LoadError query={read} />
      {read.error ? null : (
        <Form<V>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            save.mutate(values, {
              onSuccess: (answer) => {
                notification.success({ title: answer.m });
                afterSave?.(form);
              },
              onError: (error) =>
                notification.error({ title: t('adminConfiguration.saveFailed'), description: error.message }),
            })
          }
        >
          {children}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('adminConfiguration.save')}
          </Button>
        </Form>
      )}
    </Card>
  );
}
