import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@app/shared/constants/domain';
import { updateProfileSchema, type Profile } from '@app/shared/schemas/users';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { useSetLanguage } from '../api/set-language';
import { useUpdateProfile } from '../api/update-profile';
import { buildProfilePayload, type ProfileFormValues } from '../utils/profile-payload';
import { AvatarPicker } from './avatar-picker';
import { showNotice } from '#web/components/ui/notify.tsx';
import { useFieldError } from '#web/components/form/use-field-error.ts';

const FIELDS = ['first_name', 'last_name', 'phone_number', 'language'] as const;
const formSchema = updateProfileSchema.omit({ avatar: true });

type ProfileFormProps = { profile: Profile; onCancel: () => void; onSaved: () => void };

/** The profile in edit mode: names, phone, language and a new avatar. */
export function ProfileForm({ profile, onCancel, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const setLanguage = useSetLanguage();
  const [newAvatar, setNewAvatar] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone_number: profile.phone_number,
      language: profile.language,
    },
  });
  const fieldError = useFieldError(formState);

  const submit = (values: ProfileFormValues) => {
    setFailure(null);
    updateProfile.mutate(buildProfilePayload(values, newAvatar), {
      onSuccess: (saved) => {
        // The language choice also switches the interface and is kept by its own call.
        if (values.language !== profile.language) setLanguage.mutate(saved.language);
        showNotice({ key: 'profile:messages.saved' });
        onSaved();
      },
      onError: (cause) => {
        applyServerErrors(cause, setError, FIELDS);
        setFailure(t('errors:updateProfileFailed'));
      },
    });
  };

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(submit)(event)}>
      <Stack gap="lg">
        <AvatarPicker value={newAvatar ?? profile.avatar} name={fullName} onChange={setNewAvatar} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('profile:fields.firstName')}
            autoComplete="given-name"
            required
            error={fieldError('first_name')}
            {...register('first_name')}
          />
          <TextInput
            label={t('profile:fields.lastName')}
            autoComplete="family-name"
            required
            error={fieldError('last_name')}
            {...register('last_name')}
          />
          <TextInput
            label={t('profile:fields.phone')}
            type="tel"
            autoComplete="tel"
            required
            description={t('validation:phone.hint')}
            error={fieldError('phone_number')}
            {...register('phone_number')}
          />
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                label={t('profile:fields.language')}
                required
                size="md"
                allowDeselect={false}
                data={LANGUAGES.map((language) => ({
                  value: language,
                  label: t(`common:language.${language}`),
                }))}
                value={field.value}
                onChange={(value) => value && field.onChange(value)}
                onBlur={field.onBlur}
                error={fieldError('language')}
              />
            )}
          />
        </SimpleGrid>
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={updateProfile.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={updateProfile.isPending}>
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
