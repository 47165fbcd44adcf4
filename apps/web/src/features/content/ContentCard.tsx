import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The dictionary section of a kind of content: its edit/delete texts and states. */
export type ContentSection = 'news' | 'offers' | 'banners';

interface Props {
  section: ContentSection;
  testId: string;
  /** The image, or the kind's icon when there is none. */
  cover: ReactNode;
  /** The item's name, said by the buttons to assistive technology ('Editar «…»'). */
  name?: string;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}

/** One item of a content list (put it in a `ul.content-list`): its cover, what it says, edit and delete. */
export function ContentCard({ section, testId, cover, name, onEdit, onDelete, children }: Props) {
  const { t } = useTranslation();
  return (
    <li>
      <Card
        data-testid={testId}
        cover={<div className="content-list__cover">{cover}</div>}
        actions={[
          <Button
            key="edit"
            type="text"
            icon={<EditOutlined />}
            onClick={onEdit}
            aria-label={name === undefined ? undefined : t(`${section}.editNamed`, { name })}
          >
            {t(`${section}.edit`)}
          </Button>,
          <Popconfirm
            key="delete"
            title={t(`${section}.confirmDelete`)}
            okText={t(`${section}.delete`)}
            cancelText={t(`${section}.cancel`)}
            onConfirm={onDelete}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={name === undefined ? undefined : t(`${section}.deleteNamed`, { name })}
            >
              {t(`${section}.delete`)}
            </Button>
          </Popconfirm>,
        ]}
      >
        {children}
      </Card>
    </li>
  );
}

/** Whether the item shows to customers: 'Activa' / 'Inactiva' in the kind's words. */
export function ActivePill({ section, active }: { section: ContentSection; active: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`content-pill${active ? ' content-pill--on' : ''}`}>
      {active ? t(`${section}.isActive`) : t(`${section}.isInactive`)}
    </span>
  );
}
