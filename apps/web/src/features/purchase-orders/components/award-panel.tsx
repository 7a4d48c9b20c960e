import {
  Button,
  Center,
  Loader,
  Checkbox,
  Group,
  List,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AWARD_STRATEGIES, type AwardStrategy } from '@app/shared/constants/purchasing';
import type { Comparison } from '@app/shared/schemas/comparisons';
import type { Award, AwardPlan, AwardRequest } from '@app/shared/schemas/purchase-orders';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { showNotice } from '#web/components/ui/notify.tsx';
import { getErrorMessage } from '#web/lib/errors.ts';
import { useAward, useConfirmAward, usePlanAward } from '../api/purchase-orders';
import { OrdersTable } from './orders-table';
import { NONE, PlanLines } from './plan-lines';
import { useFormat } from '#web/lib/format.ts';
import { isOfferExpired, todayUtc } from '@app/shared/rules/offer-validity';

function Totals({ plan }: { plan: AwardPlan }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (value: string) => format.numbers.money(value, plan.currency);
  const stats: Array<[string, string]> = [
    [t('purchase-orders:award.itemsTotal'), money(plan.items_total)],
    [t('purchase-orders:award.freightTotal'), money(plan.freight_total)],
    [t('purchase-orders:award.total'), money(plan.total)],
  ];
  if (plan.saving_vs_highest !== null)
    stats.push([t('purchase-orders:award.savingHighest'), money(plan.saving_vs_highest)]);
  if (plan.saving_vs_median !== null)
    stats.push([t('purchase-orders:award.savingMedian'), money(plan.saving_vs_median)]);
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} component="dl" m={0}>
      {stats.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={700}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/**
 * The award of an RFQ (docs/product-rules.md § Awarding and purchase orders): the buyer picks a
 * strategy and constraints, asks for the plan, changes any item by hand (the plan is worked out
 * again with that item forced), and confirms; the server recomputes and issues the orders.
 */
export function AwardPanel({ rfqId, comparison }: { rfqId: number; comparison: Comparison }) {
  const { t } = useTranslation();
  const award = useAward(rfqId);
  if (comparison.offers.length === 0) return null;
  if (award.isPending)
    return (
      <Center py="md" role="status" aria-label={t('common:loading')}>
        <Loader />
      </Center>
    );
  if (award.isError || !award.data)
    return <FormAlert>{getErrorMessage(award.error, t('purchase-orders:loadError'))}</FormAlert>;
  return <AwardForm rfqId={rfqId} comparison={comparison} award={award.data} />;
}

function AwardForm({
  rfqId,
  comparison,
  award,
}: {
  rfqId: number;
  comparison: Comparison;
  award: Award;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const planner = usePlanAward(rfqId);
  const confirmer = useConfirmAward(rfqId);
  // A standing award opens with the choices it was made with.
  const initial = award.award?.options;
  const [strategy, setStrategy] = useState<AwardStrategy>(initial?.strategy ?? 'best_per_item');
  const [maxSuppliers, setMaxSuppliers] = useState<number | string>(initial?.max_suppliers ?? 2);
  const [exclude, setExclude] = useState<string[]>(initial?.exclude ?? []);
  const [noSubstitutions, setNoSubstitutions] = useState(initial?.no_substitutions ?? false);
  const [fullCoverage, setFullCoverage] = useState(initial?.full_coverage ?? false);
  const [overrides, setOverrides] = useState<Record<string, string | null>>(
    initial?.overrides ?? {},
  );
  const [confirming, setConfirming] = useState(false);
  // The last plan stays on screen while a changed item is worked out again.
  const [plan, setPlan] = useState<AwardPlan | null>(null);
  const propose = (next: AwardRequest) => planner.mutate(next, { onSuccess: setPlan });

  const request = (changes: Record<string, string | null> = overrides): AwardRequest => ({
    strategy,
    max_suppliers: strategy === 'max_suppliers' ? Number(maxSuppliers) || 1 : null,
    exclude,
    no_substitutions: noSubstitutions,
    full_coverage: fullCoverage,
    overrides: changes,
  });
  // A changed condition makes the plan on screen stale: it is asked for again.
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      planner.reset();
      setPlan(null);
    };
  const names = new Map(comparison.offers.map((offer) => [offer.key, offer.supplier_name]));
  const currency = comparison.currency;
  const offersFor = (itemId: number) =>
    comparison.cells
      .filter((cell) => cell.item_id === itemId && cell.levelled_unit_price)
      .map((cell) => ({
        value: cell.offer_key,
        supplier: names.get(cell.offer_key) ?? cell.offer_key,
        price: format.numbers.money(cell.levelled_unit_price!, currency),
      }));
  const choose = (itemId: number, value: string | null) => {
    const next = { ...overrides, [String(itemId)]: value === NONE || !value ? null : value };
    setOverrides(next);
    propose(request(next));
  };
  // Offers of the plan whose validity has passed: the confirmation lists them and asks
  // (docs/product-rules.md § Comparing and awarding, Expired offers).
  const today = todayUtc();
  const expired = comparison.offers.filter(
    (offer) => plan?.offer_keys.includes(offer.key) && isOfferExpired(offer.valid_until, today),
  );
  const confirm = () =>
    confirmer.mutate(expired.length ? { ...request(), acknowledge_expired: true } : request(), {
      onSuccess: (result) => {
        setConfirming(false);
        planner.reset();
        setPlan(null);
        showNotice(
          t('purchase-orders:award.done', {
            issued: result.issued ?? 0,
            cancelled: result.cancelled ?? 0,
          }),
        );
      },
    });
  const standing = award.award;
  const orders = award.purchase_orders;
  return (
    <Stack gap="md" component="section" aria-labelledby="award-title">
      <Title order={2} fz={22} id="award-title">
        {t('purchase-orders:award.title')}
      </Title>
      {standing ? (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{t('purchase-orders:award.current')}</Text>
              <Text size="sm" c="dimmed">
                {t('purchase-orders:award.awardedAt', {
                  date: format.dates.timestamp(standing.awarded_at),
                })}
              </Text>
            </Group>
            <Totals plan={standing} />
            {orders.length ? (
              <OrdersTable orders={orders} side="buyer" label={t('purchase-orders:award.orders')} />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      <Text size="sm">{t('purchase-orders:award.intro')}</Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="award-strategy">
              {t('purchase-orders:award.strategy')}
            </Text>
            <SegmentedControl
              aria-labelledby="award-strategy"
              value={strategy}
              onChange={changed((value: string) => setStrategy(value as AwardStrategy))}
              data={AWARD_STRATEGIES.map((value) => ({
                value,
                label: t(`purchase-orders:award.strategies.${value}`),
              }))}
              fullWidth
            />
          </Stack>
          <Group align="flex-end" grow>
            {strategy === 'max_suppliers' ? (
              <NumberInput
                label={t('purchase-orders:award.maxSuppliers')}
                description={
                  typeof maxSuppliers === 'number'
                    ? t('purchase-orders:award.maxSuppliersSummary', { count: maxSuppliers })
                    : undefined
                }
                min={1}
                max={Math.max(1, comparison.offers.length)}
                allowDecimal={false}
                value={maxSuppliers}
                onChange={changed(setMaxSuppliers)}
              />
            ) : null}
            <MultiSelect
              label={t('purchase-orders:award.exclude')}
              placeholder={
                exclude.length ? undefined : t('purchase-orders:award.excludePlaceholder')
              }
              data={comparison.offers.map((offer) => ({
                value: offer.key,
                label: offer.supplier_name,
              }))}
              value={exclude}
              onChange={changed(setExclude)}
              clearable
            />
          </Group>
          <Group>
            <Checkbox
              label={t('purchase-orders:award.noSubstitutions')}
              checked={noSubstitutions}
              onChange={(event) => changed(setNoSubstitutions)(event.currentTarget.checked)}
            />
            <Checkbox
              label={t('purchase-orders:award.fullCoverage')}
              checked={fullCoverage}
              onChange={(event) => changed(setFullCoverage)(event.currentTarget.checked)}
            />
          </Group>
          <Group>
            <Button loading={planner.isPending} onClick={() => propose(request())}>
              {t('purchase-orders:award.propose')}
            </Button>
          </Group>
          {planner.isError ? (
            <FormAlert>
              {getErrorMessage(planner.error, t('purchase-orders:award.planError'))}
            </FormAlert>
          ) : null}
        </Stack>
      </Paper>
      {plan ? (
        <Paper
          withBorder
          p="md"
          component="section"
          aria-label={t('purchase-orders:award.planTitle')}
        >
          <Stack gap="sm" aria-live="polite">
            <Title order={3} fz={18}>
              {t('purchase-orders:award.planTitle')}
            </Title>
            {plan.status === 'time_limit' ? (
              <Text size="sm">{t('purchase-orders:award.timeLimit')}</Text>
            ) : null}
            {plan.status === 'infeasible' || plan.lines.length === 0 ? (
              <FormAlert>{t('purchase-orders:award.infeasible')}</FormAlert>
            ) : null}
            <Totals plan={plan} />
            {plan.unawarded_item_ids.length ? (
              <Text size="sm">
                {t('purchase-orders:award.unawarded', { count: plan.unawarded_item_ids.length })}
              </Text>
            ) : null}
            <PlanLines
              items={comparison.items}
              plan={plan}
              overrides={overrides}
              choicesFor={offersFor}
              onChoose={choose}
              isPending={planner.isPending}
              money={(amount) => format.numbers.money(amount, currency)}
            />
            <Group>
              <Button
                color="green.9"
                disabled={plan.lines.length === 0 || planner.isPending}
                onClick={() => setConfirming(true)}
              >
                {t('purchase-orders:award.confirm')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : null}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('purchase-orders:award.confirmTitle')}
      >
        <Stack>
          <Text size="sm">
            {t('purchase-orders:award.confirmText', { count: plan?.offer_keys.length ?? 0 })}
          </Text>
          {expired.length ? (
            <FormAlert title={t('purchase-orders:award.expiredTitle')}>
              <Text size="sm">{t('purchase-orders:award.expiredText')}</Text>
              <List size="sm">
                {expired.map((offer) => (
                  <List.Item key={offer.key}>
                    {t('purchase-orders:award.expiredOffer', {
                      supplier: offer.supplier_name,
                      date: format.dates.date(offer.valid_until!),
                    })}
                  </List.Item>
                ))}
              </List>
            </FormAlert>
          ) : null}
          {orders.some((order) => order.status !== 'cancelled') ? (
            <Text size="sm">{t('purchase-orders:award.confirmChange')}</Text>
          ) : null}
          {confirmer.isError ? <FormAlert>{getErrorMessage(confirmer.error)}</FormAlert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('purchase-orders:award.cancel')}
            </Button>
            <Button color="green.9" loading={confirmer.isPending} onClick={confirm}>
              {t('purchase-orders:award.confirmYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
