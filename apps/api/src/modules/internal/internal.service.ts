import { z } from 'zod';
import { emailSchema, passwordSchema, requiredText } from '@app/shared/schemas/rules';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import { approveRegistration, listPending } from '../companies/registration.service.ts';
import { createStaffUser } from '../users/users.service.ts';

/** Where the CLI posts its commands when a running server holds the embedded database. */
export const INTERNAL_CLI_PATH = '/internal/cli/';

/** The account executive's commands; the same code runs in the CLI and, over loopback, in the server. */
export const cliCommandSchema = z.discriminatedUnion('command', [
  z.object({
    command: z.literal('create-staff'),
    email: emailSchema,
    password: passwordSchema,
    // The name the product greets them by; without it, the part of the email before the @.
    first_name: requiredText().optional(),
    last_name: requiredText().optional(),
  }),
  z.object({ command: z.literal('list-pending') }),
  z.object({ command: z.literal('approve'), email: emailSchema }),
]);
export type CliCommand = z.infer<typeof cliCommandSchema>;

export type CliResult = { ok: true; output: string } | { ok: false; output: string };

export async function runCliCommand(
  ctx: Pick<AppContext, 'db' | 'config' | 'mail'>,
  command: CliCommand,
): Promise<CliResult> {
  try {
    switch (command.command) {
      case 'create-staff': {
        const user = await createStaffUser(ctx, command.email, command.password, {
          firstName: command.first_name,
          lastName: command.last_name,
        });
        return {
          ok: true,
          output: `Account executive ${user.email} created (id ${user.id}). They can sign in now.`,
        };
      }
      case 'list-pending': {
        const pending = await listPending(ctx);
        if (!pending.length)
          return { ok: true, output: 'No registrations are waiting for approval.' };
        const lines = pending.map((p) =>
          [
            p.date_joined.slice(0, 16).replace('T', ' '),
            p.email,
            `${p.first_name} ${p.last_name}`,
            p.company_name,
            p.type,
            p.subtype ?? '-',
            p.phone_number,
          ].join('  |  '),
        );
        return {
          ok: true,
          output: [`${pending.length} registration(s) waiting for approval:`, ...lines].join('\n'),
        };
      }
      case 'approve': {
        const { email } = await approveRegistration(ctx, { email: command.email });
        return {
          ok: true,
          output: `Approved ${email}: the activation link was written to the outbox.`,
        };
      }
    }
  } catch (error) {
    if (error instanceof AppError)
      return { ok: false, output: translate('en', error.messageKey, error.params) };
    throw error;
  }
}
