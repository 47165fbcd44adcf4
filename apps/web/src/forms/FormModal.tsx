import { Alert, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The part of a TanStack mutation the modal drives. */
export interface SaveMutation<I, A> {
  mutate: (input: I, callbacks: { onSuccess: (answer: A) => void }) => void;
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

interface Props<V extends object, I, A> {
  /** Open while there is something to create or edit. */
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  /** The form's values each time the modal opens (the record being edited, or a new one's defaults). */
  initialValues: Partial<V>;
  /** The form's values as the route's input. */
  toInput: (values: V) => I;
  /** A problem of the values together (e.g. two passwords that differ), shown like a refusal; null when none. */
  check?: (values: V) => string | null;
  mutation: SaveMutation<I, A>;
  /** After a success: the caller closes the modal and tells the user. */
  onSaved: (answer: A) => void;
  onClose: () => void;
  /** Shown while the call runs (e.g. "Creando el empleado…"). */
  pendingText?: string;
  /** The save button waits (e.g. for an upload). */
  okDisabled?: boolean;
  /** The form, when the content watches its values; one is made otherwise. */
  form?: FormInstance<V>;
  children: ReactNode;
}

/**
 * The create/edit modal: fills the form when it opens, submits through a mutation (one call at a
 * time), shows the server's refusal inside, and leaves the form blank once closed.
 */
export function FormModal<V extends object, I, A>({
  open,
  title,
  okText,
  cancelText,
  initialValues,
  toInput,
  check,
  mutation,
  onSaved,
  onClose,
  pendingText,
  okDisabled,
  form: given,
  children,
}: Props<V, I, A>) {
  const [own] = Form.useForm<V>();
  const form = given ?? own;
  const [problem, setProblem] = useState<string | null>(null);
  const initial = useRef(initialValues);
  initial.current = initialValues;

  const { reset } = mutation;
  // Each opening starts from the given values and no earlier refusal, however the last one ended.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial.current as Parameters<typeof form.setFieldsValue>[0]);
    setProblem(null);
    reset();
  }, [open, form, reset]);

  function submit(values: V) {
    if (mutation.isPending) return;
    const found = check?.(values) ?? null;
    setProblem(found);
    if (found) return mutation.reset();
    mutation.mutate(toInput(values), { onSuccess: onSaved });
  }

  const refusal = problem ?? mutation.error?.message;
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={mutation.isPending}
      okButtonProps={{ disabled: okDisabled }}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      forceRender
    >
      <Form<V> form={form} layout="vertical" onFinish={submit}>
        {mutation.isPending && pendingText ? (
          <Alert type="info" title={pendingText} showIcon role="status" style={{ marginBottom: 16 }} />
        ) : null}
        {refusal && !mutation.isPending ? (
          <Alert type="error" title={refusal} showIcon role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        {children}
      </Form>
    </Modal>
  );
}
