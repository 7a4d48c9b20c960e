import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProjectSelect } from '#web/components/ui/project-select.tsx';
import { useSupplierChoices } from '../api/get-analytics';
import type { FilterKey } from '../hooks/use-analytics-query';

type AnalyticsFiltersProps = {
  values: Record<FilterKey, string>;
  onChange: (key: FilterKey, value: string | null) => void;
  onClear: () => void;
};

/**
 * The period, project and supplier of every view; each change is written to the URL. The projects
 * are searched on the server as the user types, since the list comes 50 a page.
 */
export function AnalyticsFilters({ values, onChange, onClear }: AnalyticsFiltersProps) {
  const { t } = useTranslation();
  const suppliers = useSupplierChoices();
  const hasFilters = Object.values(values).some(Boolean);
  return (
    <Group
      align="flex-end"
      gap="sm"
      wrap="wrap"
      role="group"
      aria-label={t('analytics:filters.label')}
    >
      <TextInput
        type="date"
        label={t('analytics:filters.from')}
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => onChange('from', event.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        label={t('analytics:filters.to')}
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => onChange('to', event.currentTarget.value || null)}
      />
      <ProjectSelect
        label={t('analytics:filters.project')}
        placeholder={t('analytics:filters.all')}
        value={values.project_id}
        onChange={(value) => onChange('project_id', value)}
      />
      <Select
        label={t('analytics:filters.supplier')}
        placeholder={t('analytics:filters.all')}
        data={suppliers.data ?? []}
        value={values.supplier_id || null}
        onChange={(value) => onChange('supplier_id', value)}
        clearable
        searchable
      />
      {hasFilters && (
        <Button variant="subtle" onClick={onClear}>
          {t('analytics:filters.clear')}
        </Button>
      )}
    </Group>
  );
}
