import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { CompanyInfo } from '../../../features/company/components/company-info';
import { useCompany } from '../../../features/company/api/get-company';
import { LocationsPanel } from '../../../features/locations/components/locations-panel';
import { MembersPanel } from '../../../features/members/components/members-panel';
import { useProfile } from '../../../features/profile/api/get-profile';
import { canManageCompany } from '../../../features/profile/utils/roles';
import { FxRatesPanel } from '../../../features/settings/components/fx-rates-panel';
import { BillingPlaceholder } from '../../../features/settings/components/billing-placeholder';
import { SettingsPage } from '../../../features/settings/components/settings-page';
import { StaffSettingsNote } from '../../../features/settings/components/staff-settings-note';
import { getSettingsTabs } from '../../../features/settings/utils/settings-tabs';
import { QuoteAddress } from '../../../features/quotes/components/quote-address';
import { SectionLoader } from './section-loader';

/** `/in/settings`: tabs by user type, composed from the company, members and locations features. */
export default function SettingsRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const tabs = getSettingsTabs(profile.data?.user_type ?? null);
  const hasCompany = tabs.includes('company');
  // The company's type decides which roles can be given (GET /stakeholders/mine/).
  const company = useCompany({ enabled: hasCompany });

  if (profile.isPending) return <SectionLoader />;
  if (!profile.data) {
    return (
      <Stack>
        <FormAlert>
          {t('errors:fetchProfileFailed')}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void profile.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </FormAlert>
      </Stack>
    );
  }
  if (profile.data.is_staff || tabs.length === 0) return <StaffSettingsNote />;

  const canManage = canManageCompany(profile.data);
  return (
    <SettingsPage
      tabs={tabs}
      panels={{
        company: (
          <Stack gap="lg">
            <CompanyInfo canManage={canManage} />
            {profile.data.user_type === 'Company User' ? <QuoteAddress /> : null}
          </Stack>
        ),
        members: <MembersPanel canManage={canManage} companyType={company.data?.type} />,
        locations: <LocationsPanel canManage={canManage} />,
        fx: <FxRatesPanel />,
        billing: <BillingPlaceholder />,
      }}
    />
  );
}
