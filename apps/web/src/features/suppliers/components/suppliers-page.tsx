import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowMerge, IconBuildingStore, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Supplier } from '@app/shared/schemas/suppliers';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { useSuppliers } from '#web/api/suppliers.ts';
import { useMergeSuppliers } from '../api/merge-suppliers';
import { useSaveSupplier } from '../api/save-supplier';
import { MergeSuppliersModal } from './merge-suppliers-modal';
import { SupplierForm } from './supplier-form';
import { SuppliersTable } from './suppliers-table';
import { QueryState } from '#web/components/ui/query-state.tsx';

type Editing = { mode: 'none' } | { mode: 'add' } | { mode: 'edit'; supplier: Supplier };

/** The supplier directory: search, add, edit, and merge duplicates. */
export function SuppliersPage({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const suppliers = useSuppliers(debouncedSearch);
  const saveSupplier = useSaveSupplier();
  const mergeSuppliers = useMergeSuppliers();
  const [editing, setEditing] = useState<Editing>({ mode: 'none' });
  const [selected, setSelected] = useState<number[]>([]);
  const [isMerging, setIsMerging] = useState(false);
  const list = suppliers.data ?? [];
  const close = () => setEditing({ mode: 'none' });
  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const selectedSuppliers = list.filter((supplier) => selected.includes(supplier.id));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle title={t('suppliers:title')} description={t('suppliers:subtitle')} />
        {canManage ? (
          <Group gap="xs">
            {/* Its words wrap on a phone rather than push the page sideways. */}
            <Button
              variant="default"
              leftSection={<IconArrowMerge size={18} aria-hidden />}
              h="auto"
              mih={42}
              py={6}
              maw="100%"
              styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
              disabled={selectedSuppliers.length < 2}
              onClick={() => setIsMerging(true)}
            >
              {selectedSuppliers.length < 2
                ? t('suppliers:actions.mergeSelect')
                : t('suppliers:actions.merge', { count: selectedSuppliers.length })}
            </Button>
            <Button
              leftSection={<IconPlus size={18} aria-hidden />}
              onClick={() => setEditing({ mode: 'add' })}
            >
              {t('suppliers:actions.add')}
            </Button>
          </Group>
        ) : null}
      </Group>
      <TextInput
        label={t('suppliers:list.search')}
        description={t('suppliers:list.searchHint')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={480}
      />
      <QueryState query={suppliers} errorMessage={t('suppliers:errors.fetchFailed')} />
      {suppliers.data && list.length === 0 ? (
        <EmptyState
          icon={<IconBuildingStore size={24} />}
          title={debouncedSearch ? t('suppliers:empty.noMatch') : t('suppliers:empty.title')}
          description={debouncedSearch ? undefined : t('suppliers:empty.description')}
        />
      ) : null}
      {list.length > 0 ? (
        <SuppliersTable
          suppliers={list}
          canManage={canManage}
          selected={selected}
          onToggle={toggle}
          onEdit={(supplier) => setEditing({ mode: 'edit', supplier })}
        />
      ) : null}
      <Modal
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        opened={editing.mode !== 'none'}
        onClose={close}
        title={
          editing.mode === 'edit' ? t('suppliers:form.editTitle') : t('suppliers:form.addTitle')
        }
        size="lg"
      >
        <SupplierForm
          key={editing.mode === 'edit' ? editing.supplier.id : 'new'}
          supplier={editing.mode === 'edit' ? editing.supplier : undefined}
          isSaving={saveSupplier.isPending}
          onCancel={close}
          onSubmit={async (values) => {
            const id = editing.mode === 'edit' ? editing.supplier.id : undefined;
            await saveSupplier.mutateAsync({ ...values, ...(id ? { id } : {}) });
            close();
            showNotice({ key: id ? 'suppliers:messages.updated' : 'suppliers:messages.added' });
          }}
        />
      </Modal>
      <MergeSuppliersModal
        key={selected.join(',')}
        suppliers={selectedSuppliers}
        isOpen={isMerging}
        isMerging={mergeSuppliers.isPending}
        onClose={() => setIsMerging(false)}
        onMerge={async (keepId, duplicateIds) => {
          await mergeSuppliers.mutateAsync({ keepId, duplicateIds });
          setIsMerging(false);
          setSelected([]);
          showNotice({ key: 'suppliers:messages.merged' });
        }}
      />
    </Stack>
  );
}
