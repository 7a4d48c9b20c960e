import { Box, Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const CONTROL_LABELS = {
  first: 'common:pagination.first',
  previous: 'common:pagination.previous',
  next: 'common:pagination.next',
  last: 'common:pagination.last',
} as const;

type ListPagerProps = {
  /** Names the navigation landmark, e.g. "Pages of the RFQ list". */
  label: string;
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
};

/** The pages of a list the API answers page by page; nothing when every row fits on one page. */
export function ListPager({ label, page, pageSize, total, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  if (total <= pageSize) return null;
  return (
    <Box component="nav" aria-label={label}>
      <Group justify="center">
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page}
          onChange={onChange}
          getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
          getItemProps={(item) => ({ 'aria-label': t('common:pagination.page', { page: item }) })}
        />
      </Group>
    </Box>
  );
}
