import type { Language } from '@app/shared/constants/domain';
import type {
  PendingRegistration,
  RegisterInput,
  RegisterResponse,
} from '@app/shared/schemas/companies';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  renderRegistrationNoticeMail,
  renderRegistrationReceivedMail,
} from '../../mail/templates.ts';
import type { AppContext } from '../../app-context.ts';
import { assertPasswordAcceptable, enqueueActivationMail } from '../users/account.service.ts';
import {
  findUserByEmail,
  findUserById,
  isEmailTaken,
  languagesByEmail,
  markApproved,
} from '../users/users.service.ts';
import { insertRegistration, listPendingRegistrations } from './registration.repository.ts';

type Ctx = Pick<AppContext, 'db' | 'config' | 'mail'>;

export async function isEmailAvailable(ctx: Pick<Ctx, 'db'>, email: string): Promise<boolean> {
  return !(await isEmailTaken(ctx, email));
}

/**
 * Registers a company or retail account and its owner in one transaction (docs/product-rules.md § Accounts and registration): the
 * owner is inactive until an account executive approves and the user follows the activation
 * link. The account executives' notice is written to the outbox in the same transaction.
 */
export async function register(
  ctx: Ctx,
  input: RegisterInput,
  language: Language,
): Promise<RegisterResponse> {
  if (await isEmailTaken(ctx, input.email))
    throw badRequest('email_in_use', 'errors.emailInUse', 'email');
  assertPasswordAcceptable(
    input.password,
    { email: input.email, firstName: input.first_name, lastName: input.last_name },
    'password',
  );
  const passwordHash = await hashPassword(input.password);
  const isRetail = input.registration_type === 'retail';
  const name = isRetail ? `${input.first_name} ${input.last_name}` : (input.company_name ?? '');
  const languages = await languagesByEmail(ctx, ctx.config.accountExecutiveEmails);
  try {
    const { owner } = await ctx.db.transaction(async (tx) => {
      const created = await insertRegistration(tx, {
        stakeholder: {
          name,
          type: input.registration_type,
          subtype: isRetail ? null : (input.subtype ?? null),
          description: input.description ?? '',
        },
        owner: {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          language,
        },
      });
      // The registrant learns at once that the registration is in and what comes next.
      await ctx.mail.enqueue(
        tx,
        created.owner.email,
        renderRegistrationReceivedMail(language, { name: input.first_name, company: name }),
      );
      for (const executive of ctx.config.accountExecutiveEmails) {
        const mailLanguage = languages.get(executive.toLowerCase()) ?? 'es';
        await ctx.mail.enqueue(
          tx,
          executive,
          renderRegistrationNoticeMail(mailLanguage, {
            name: `${input.first_name} ${input.last_name}`,
            email: input.email,
            phone: input.phone_number,
            company: name,
            type: input.registration_type,
            subtype: created.stakeholder.subtype,
            description: created.stakeholder.description,
            url: `${ctx.config.appUrl}/in`,
          }),
        );
      }
      return created;
    });
    return { id: owner.id, email: owner.email };
  } catch (error) {
    // Two sign-ups with one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw badRequest('email_in_use', 'errors.emailInUse', 'email');
    throw error;
  }
}

export async function listPending(ctx: Pick<Ctx, 'db'>): Promise<PendingRegistration[]> {
  const rows = await listPendingRegistrations(ctx.db);
  return rows.map(({ user, stakeholder }) => ({
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone_number: user.phoneNumber,
    company_name: stakeholder.name,
    type: stakeholder.type,
    subtype: stakeholder.subtype,
    description: stakeholder.description,
    role: user.role ?? 'OWNER',
    date_joined: user.dateJoined.toISOString(),
  }));
}

/**
 * Approves a waiting registration and writes its activation mail, in one transaction; the mail
 * is in the user's language.
 */
export async function approveRegistration(
  ctx: Ctx,
  target: { id: number } | { email: string },
): Promise<{ email: string }> {
  const user =
    'id' in target ? await findUserById(ctx, target.id) : await findUserByEmail(ctx, target.email);
  if (!user || user.isStaff || user.role !== 'OWNER') throw notFound();
  if (user.approvedAt || user.isActive) {
    throw new AppError({
      code: 'registration_not_pending',
      messageKey: 'errors.registrationNotPending',
    });
  }
  await ctx.db.transaction(async (tx) => {
    const approved = await markApproved({ db: tx }, user.id);
    if (!approved) throw notFound();
    await enqueueActivationMail({ db: tx, config: ctx.config, mail: ctx.mail }, approved);
  });
  return { email: user.email };
}
