import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../app/ShellContext';
import { LoadError } from '../../../ui/LoadError';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useProfile } from './api';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';
import './MyProfilePage.css';
import { palette } from '../../../ui/theme';

const permissionKeys = ['permGivePoints', 'permRedeem', 'permCreateCustomer', 'permStore'] as const;

/** /dashboard/myprofile: view and update the own profile; change the password. */
export default function MyProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const { session } = useShell();
  const profile = useProfile();
  const user = profile.data?.user;
  const permissions = profile.data?.permissions;
  const role =
    session.userType === 'admin'
      ? t('profile.roleAdmin')
      : session.storeUserType === 'owner'
        ? t('profile.roleOwner')
        : t('profile.roleEmployee');
  const granted = permissionKeys.filter((key) => permissions?.[key]);

  return (
    <div className="profile">
      <h1 className="profile__title">{t('profile.title')}</h1>
      {/* Unread, the page shows only that: a form mounted on a failed read would ask again at once. */}
      {profile.error ? (
        <LoadError query={profile} />
      ) : (
        <div className="profile__grid">
          <Card
            title={<h2 className="profile__card-title">{t('profile.details')}</h2>}
            loading={profile.isPending}
          >
            <ProfileForm />
          </Card>
          <div className="profile__side">
            <Card
              title={<h2 className="profile__card-title">{t('profile.account')}</h2>}
              loading={profile.isPending}
            >
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('profile.role')}>{role}</Descriptions.Item>
                {user?.storeName ? (
                  <Descriptions.Item label={t('profile.store')}>{user.storeName}</Descriptions.Item>
                ) : null}
                {user?.locationName ? (
                  <Descriptions.Item label={t('profile.location')}>{user.locationName}</Descriptions.Item>
                ) : null}
                {session.userType === 'client' ? (
                  <Descriptions.Item label={t('profile.permissions')}>
                    {granted.length === 0 ? (
                      t('profile.none')
                    ) : (
                      <span className="profile__permissions">
                        {granted.map((key) => (
                          <Tag key={key} color={palette.primary}>
                            {t(`profile.${key}`)}
                          </Tag>
                        ))}
                      </span>
                    )}
                  </Descriptions.Item>
                ) : null}
              </Descriptions>
            </Card>
            <Card title={<h2 className="profile__card-title">{t('profile.passwordTitle')}</h2>}>
              <ChangePasswordForm />
            </Card>
          </div>
        </div>
      )}
    </div>
  );
}
