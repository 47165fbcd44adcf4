import { DeleteOutlined, EditOutlined, NotificationOutlined } from '@ant-design/icons';
import type { NewsItem } from '@premia/contract';
import { Button, Card, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

interface Props {
  news: NewsItem[];
  onEdit: (news: NewsItem) => void;
  onDelete: (news: NewsItem) => void;
}

/** The news as cards, newest first: image, title, state, and edit and delete. */
export function NewsList({ news, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="content-list">
      {news.map((item) => (
        <li key={item.id}>
          <Card
            data-testid="news-card"
            cover={
              <div className="content-list__cover">
                {item.image ? <img src={item.image} alt="" /> : <NotificationOutlined aria-hidden="true" />}
              </div>
            }
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                onClick={() => onEdit(item)}
                aria-label={t('news.editNamed', { name: item.name })}
              >
                {t('news.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('news.confirmDelete')}
                okText={t('news.delete')}
                cancelText={t('news.cancel')}
                onConfirm={() => onDelete(item)}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('news.deleteNamed', { name: item.name })}
                >
                  {t('news.delete')}
                </Button>
              </Popconfirm>,
            ]}
          >
            <h2 className="content-list__name">{item.name}</h2>
            <div className="content-list__tags">
              <span className={`content-pill${item.active ? ' content-pill--on' : ''}`}>
                {item.active ? t('news.isActive') : t('news.isInactive')}
              </span>
              {item.public ? (
                <span className="content-pill content-pill--public">{t('news.isPublic')}</span>
              ) : null}
            </div>
            {item.description ? <p className="content-list__desc">{item.description}</p> : null}
            <div className="content-list__meta">{dayjs(item.createdAt).format('DD/MM/YYYY')}</div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
