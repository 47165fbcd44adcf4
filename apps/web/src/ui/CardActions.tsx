import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The dictionary section of a kind of card (rewards, coupons, news…): its `edit`, `editNamed`, `delete`,
 * `deleteNamed`, `confirmDelete` and `cancel` texts.
 */
type Section = string;

/** A card's edit button; `name` gives it an accessible name that says which item ('Editar Café'). */
export function EditAction({
  section,
  name,
  onClick,
}: {
  section: Section;
  name?: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Button
      type="text"
      icon={<EditOutlined />}
      onClick={onClick}
      aria-label={name === undefined ? undefined : t(`${section}.editNamed`, { name })}
    >
      {t(`${section}.edit`)}
    </Button>
  );
}

/** A card's delete button, which asks first (with a note on what deleting keeps, when there is one). */
export function DeleteAction({
  section,
  name,
  note,
  onConfirm,
}: {
  section: Section;
  name?: string;
  note?: string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t(`${section}.confirmDelete`)}
      description={note}
      okText={t(`${section}.delete`)}
      cancelText={t(`${section}.cancel`)}
      onConfirm={onConfirm}
    >
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={name === undefined ? undefined : t(`${section}.deleteNamed`, { name })}
      >
        {t(`${section}.delete`)}
      </Button>
    </Popconfirm>
  );
}
