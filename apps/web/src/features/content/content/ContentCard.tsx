import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteAction, EditAction } from '../../../ui/CardActions';

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
  return (
    <li>
      <Card
        data-testid={testId}
        cover={<div className="content-list__cover">{cover}</div>}
        actions={[
          <EditAction key="edit" section={section} name={name} onClick={onEdit} />,
          <DeleteAction key="delete" section={section} name={name} onConfirm={onDelete} />,
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
