import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  saveLocationSchema,
  type Location,
  type SaveLocationData,
  type SaveLocationInput,
} from '@app/shared/schemas/locations';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { useLocationTypeNames } from '../hooks/use-location-type-names';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const EMPTY: SaveLocationInput = {
  name: '',
  location_type: 'OTHER',
  route: '',
  street_number: '',
  floor: '',
  apartment: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
};

/** The form keeps every field of a location, so a PUT does not lose what it does not show. */
function toFormValues(location: Location | undefined): SaveLocationInput {
  if (!location) return EMPTY;
  const { id: _id, ...fields } = location;
  return fields;
}

type TextField = {
  name: Path<SaveLocationInput>;
  label: string;
  required?: boolean;
  autoComplete?: string;
};

type LocationFormProps = {
  location?: Location;
  /** The type a new location starts with (a job site when added from an RFQ). */
  initialType?: SaveLocationInput['location_type'];
  isSaving: boolean;
  /** Resolves when saved; rejects with the API error, whose field errors land on the fields. */
  onSubmit: (values: SaveLocationData) => Promise<unknown>;
  onCancel: () => void;
  failureMessage: string;
};

/** Add or edit a location. Name, city, state, country and postal code are required (shared schema). */
export function LocationForm({
  location,
  initialType,
  isSaving,
  onSubmit,
  onCancel,
  failureMessage,
}: LocationFormProps) {
  const { t } = useTranslation();
  const types = useLocationTypeNames();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<
    SaveLocationInput,
    unknown,
    SaveLocationData
  >({
    resolver: zodResolver(saveLocationSchema),
    defaultValues: location
      ? toFormValues(location)
      : { ...EMPTY, location_type: initialType ?? EMPTY.location_type },
  });

  const fields: TextField[] = [
    { name: 'name', label: t('my-locations:fields.name'), required: true },
    { name: 'route', label: t('my-locations:fields.route'), autoComplete: 'address-line1' },
    { name: 'street_number', label: t('my-locations:fields.streetNumber') },
    { name: 'floor', label: t('my-locations:fields.floor') },
    { name: 'apartment', label: t('my-locations:fields.apartment'), autoComplete: 'address-line2' },
    {
      name: 'city',
      label: t('my-locations:fields.city'),
      required: true,
      autoComplete: 'address-level2',
    },
    {
      name: 'state',
      label: t('my-locations:fields.state'),
      required: true,
      autoComplete: 'address-level1',
    },
    {
      name: 'postal_code',
      label: t('my-locations:fields.postalCode'),
      required: true,
      autoComplete: 'postal-code',
    },
    {
      name: 'country',
      label: t('my-locations:fields.country'),
      required: true,
      autoComplete: 'country-name',
    },
  ];
  const fieldNames = [
    ...fields.map((field) => field.name),
    'location_type',
  ] as Path<SaveLocationInput>[];

  const submit = async (values: SaveLocationData) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (cause) {
      applyServerErrors(cause, setError, fieldNames);
      setFailure(failureMessage);
    }
  };

  const errorOf = useFieldError(formState);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={fields[0]?.label}
            required
            error={errorOf('name')}
            {...register('name')}
          />
          <Controller
            control={control}
            name="location_type"
            render={({ field }) => (
              <Select
                label={t('my-locations:fields.type')}
                data={types.codes.map((code) => ({ value: code, label: types.nameOf(code) }))}
                value={field.value ?? 'OTHER'}
                onChange={(value) => field.onChange(value ?? 'OTHER')}
                onBlur={field.onBlur}
                allowDeselect={false}
                size="md"
                error={errorOf('location_type')}
              />
            )}
          />
          {fields.slice(1).map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              required={field.required}
              autoComplete={field.autoComplete}
              error={errorOf(field.name)}
              {...register(field.name)}
            />
          ))}
        </SimpleGrid>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
