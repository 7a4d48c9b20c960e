import type { Language } from '@app/shared/constants/domain';
import { translate } from '../lib/i18n.ts';

export type RenderedMail = { subject: string; text: string; html: string };

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'action'; label: string; url: string }
  | { kind: 'facts'; rows: Array<[string, string]> };

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Lays out one mail as plain text and as simple, inline-styled HTML from the same blocks. */
function compose(
  language: Language,
  subject: string,
  greetingName: string | undefined,
  blocks: Block[],
): RenderedMail {
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const all: Block[] = [
    ...(greetingName
      ? [{ kind: 'paragraph', text: t('email.greeting', { name: greetingName }) } as Block]
      : []),
    ...blocks,
    { kind: 'paragraph', text: t('email.ignore') },
    { kind: 'paragraph', text: t('email.signature') },
  ];
  const text = all
    .map((b) =>
      b.kind === 'paragraph'
        ? b.text
        : b.kind === 'action'
          ? `${b.label}:\n${b.url}`
          : b.rows.map(([k, v]) => `${k}: ${v}`).join('\n'),
    )
    .join('\n\n');
  const body = all
    .map((b) =>
      b.kind === 'paragraph'
        ? `<p style="margin:0 0 16px">${escapeHtml(b.text)}</p>`
        : b.kind === 'action'
          ? `<p style="margin:24px 0"><a href="${escapeHtml(b.url)}" style="background:#1c4f9c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(b.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#495057;word-break:break-all">${escapeHtml(b.url)}</p>`
          : `<table style="border-collapse:collapse;margin:0 0 16px">${b.rows
              .map(
                ([k, v]) =>
                  `<tr><th align="left" style="padding:4px 12px 4px 0;color:#495057">${escapeHtml(k)}</th><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
              )
              .join('')}</table>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:24px;background:#f1f3f5;font-family:Arial,Helvetica,sans-serif;color:#212529"><div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#1c4f9c">Cotiza</p>${body}</div></body></html>`;
  return { subject, text, html };
}

export function renderActivationMail(
  language: Language,
  p: { name: string; url: string },
): RenderedMail {
  const t = (key: string) => translate(language, key);
  return compose(language, t('email.activation.subject'), p.name, [
    { kind: 'paragraph', text: t('email.activation.intro') },
    { kind: 'action', label: t('email.activation.action'), url: p.url },
    { kind: 'paragraph', text: t('email.activation.expiry') },
  ]);
}

/** To the registrant, at once: the registration is in and waits for an account executive. */
export function renderRegistrationReceivedMail(
  language: Language,
  p: { name: string; company: string },
): RenderedMail {
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  return compose(language, t('email.registrationReceived.subject'), p.name, [
    { kind: 'paragraph', text: t('email.registrationReceived.intro', { company: p.company }) },
    { kind: 'paragraph', text: t('email.registrationReceived.next') },
  ]);
}

export function renderPasswordResetMail(
  language: Language,
  p: { name: string; url: string },
): RenderedMail {
  const t = (key: string) => translate(language, key);
  return compose(language, t('email.passwordReset.subject'), p.name, [
    { kind: 'paragraph', text: t('email.passwordReset.intro') },
    { kind: 'action', label: t('email.passwordReset.action'), url: p.url },
    { kind: 'paragraph', text: t('email.passwordReset.expiry') },
  ]);
}

export function renderInvitationMail(
  language: Language,
  p: { inviter: string; company: string; role: string; url: string },
): RenderedMail {
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const params = { inviter: p.inviter, company: p.company, role: t(`email.roles.${p.role}`) };
  return compose(language, t('email.invitation.subject', params), undefined, [
    { kind: 'paragraph', text: t('email.invitation.intro', params) },
    { kind: 'action', label: t('email.invitation.action'), url: p.url },
    { kind: 'paragraph', text: t('email.invitation.expiry') },
  ]);
}

export function renderRegistrationNoticeMail(
  language: Language,
  p: {
    name: string;
    email: string;
    phone: string;
    company: string;
    type: string;
    subtype: string | null;
    description: string;
    url: string;
  },
): RenderedMail {
  const t = (key: string, params?: Record<string, unknown>) => translate(language, key, params);
  const rows: Array<[string, string]> = [
    [t('email.registrationNotice.name'), p.name],
    [t('email.registrationNotice.email'), p.email],
    [t('email.registrationNotice.phone'), p.phone],
    [t('email.registrationNotice.company'), p.company],
    [t('email.registrationNotice.type'), t(`email.types.${p.type}`)],
  ];
  if (p.subtype) rows.push([t('email.registrationNotice.subtype'), p.subtype]);
  if (p.description) rows.push([t('email.registrationNotice.description'), p.description]);
  return compose(
    language,
    t('email.registrationNotice.subject', { company: p.company }),
    undefined,
    [
      { kind: 'paragraph', text: t('email.registrationNotice.intro') },
      { kind: 'facts', rows },
      { kind: 'action', label: t('email.registrationNotice.action'), url: p.url },
      { kind: 'paragraph', text: t('email.registrationNotice.cli', { email: p.email }) },
    ],
  );
}

/**
 * An RFQ sent to a supplier, or its change notice (`isChange`), in the supplier's language, with
 * the answer link; the PDF and XLSX go along as attachments.
 */
export function renderRfqMail(
  language: Language,
  p: {
    isChange: boolean;
    company: string;
    supplier: string;
    number: string;
    title: string;
    project: string;
    due: string;
    url: string;
  },
): RenderedMail {
  const t = (key: string) => translate(language, key, p);
  const kind = p.isChange ? 'email.rfqChanged' : 'email.rfqInvitation';
  return compose(language, t(`${kind}.subject`), undefined, [
    { kind: 'paragraph', text: t(`${kind}.intro`) },
    { kind: 'action', label: t(`${kind}.action`), url: p.url },
    { kind: 'paragraph', text: t('email.rfqInvitation.due') },
    { kind: 'paragraph', text: t('email.rfqInvitation.register') },
  ]);
}

/** A purchase order to its supplier, with the PDF attached; providers on Cotiza get a link too. */
export function renderPurchaseOrderMail(
  language: Language,
  p: {
    company: string;
    supplier: string;
    number: string;
    rfq: string;
    project: string;
    total: string;
    url: string | null;
  },
): RenderedMail {
  const t = (key: string) => translate(language, key, p);
  return compose(language, t('email.purchaseOrder.subject'), undefined, [
    { kind: 'paragraph', text: t('email.purchaseOrder.intro') },
    ...(p.url
      ? [
          { kind: 'paragraph', text: t('email.purchaseOrder.acknowledgeInbox') } as Block,
          { kind: 'action', label: t('email.purchaseOrder.action'), url: p.url } as Block,
        ]
      : [{ kind: 'paragraph', text: t('email.purchaseOrder.acknowledgeMail') } as Block]),
  ]);
}

/** Tells a supplier an order it received no longer stands. */
export function renderPurchaseOrderCancelledMail(
  language: Language,
  p: { company: string; number: string; rfq: string; project: string },
): RenderedMail {
  const t = (key: string) => translate(language, key, p);
  return compose(language, t('email.purchaseOrderCancelled.subject'), undefined, [
    { kind: 'paragraph', text: t('email.purchaseOrderCancelled.intro') },
  ]);
}
