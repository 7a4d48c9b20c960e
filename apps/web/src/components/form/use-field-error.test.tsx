import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '../../lib/i18n';
import { useFieldError } from './use-field-error';

const schema = z.object({
  name: z.string().min(1, 'validation.required'),
  emails: z.array(z.email('validation.email.invalid')),
  items: z.array(z.object({ quantity: z.string().min(1, 'validation.number') })),
  note: z.string().refine((value) => value !== 'x', 'Already in the reader’s language.'),
});
type Values = z.infer<typeof schema>;

function Form() {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      emails: ['ok@example.com', 'not-an-email'],
      items: [{ quantity: '' }],
      note: 'x',
    },
  });
  const fieldError = useFieldError(formState);
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <input aria-label="name" {...register('name')} />
      {(['name', 'emails', 'items.0.quantity', 'note'] as const).map((name) => (
        <p key={name} data-testid={name}>
          {fieldError(name) ?? ''}
        </p>
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('useFieldError', () => {
  it('gives each field its error in the reader’s language: nested paths, the first bad entry of a list, text kept as sent', async () => {
    await i18n.changeLanguage('es');
    render(<Form />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('name')).toHaveTextContent('Este campo es obligatorio.');
    expect(screen.getByTestId('emails')).toHaveTextContent(i18n.t('validation:email.invalid'));
    expect(screen.getByTestId('emails')).not.toHaveTextContent('validation.');
    expect(screen.getByTestId('items.0.quantity')).toHaveTextContent(i18n.t('validation:number'));
    expect(screen.getByTestId('note')).toHaveTextContent('Already in the reader’s language.');
  });
});
