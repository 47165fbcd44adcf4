import { Form, Switch } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  /** Fields shown only while the switch is on. */
  children?: ReactNode;
}

/** A setting's on/off switch beside its label, and the fields that only matter while it is on. */
export function SwitchField({ name, label, extra, children }: Props) {
  const on = Form.useWatch(name, Form.useFormInstance());
  return (
    <>
      <Form.Item name={name} label={label} extra={extra} valuePropName="checked" layout="horizontal">
        <Switch />
      </Form.Item>
      {on && children ? children : null}
    </>
  );
}
