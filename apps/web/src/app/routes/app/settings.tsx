import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { CompanyInfo } from '#web/features/company/components/company-info.tsx';
import { useCompany } from '#web/features/company/api/get-company.ts';
import { LocationsPanel } from '#web/features/locations/components/locations-panel.tsx';
import { MembersPanel } from '#web/features/members/components/members-panel.tsx';
import { useProfile } from '#web/features/profile/api/get-profile.ts';
import { canManageCompany } from '#web/features/profile/utils/roles.ts';
import { FxRatesPanel } from '#web/features/settings/components/fx-rates-panel.tsx';
import { BillingPlaceholder } from '#web/features/settings/components/billing-placeholder.tsx';
import { SettingsPage } from '#web/features/settings/components/settings-page.tsx';
import { StaffSettingsNote } from '#web/features/settings/components/staff-settings-note.tsx';
import { getSettingsTabs } from '#web/features/settings/utils/settings-tabs.ts';
import { QuoteAddress } from '#web/features/quotes/components/quote-address.tsx';
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
