import type { Project } from '@app/shared/schemas/projects';
import type { InboxEntry, Rfq, RfqSummary, SupplierRfqView } from '@app/shared/schemas/rfqs';
import type { Supplier } from '@app/shared/schemas/suppliers';

/** A project of the buyer's company, as GET /projects/:id/ answers it. */
export function buildProject(overrides: Partial<Project> = {}): Project {
  return {
    id: 5,
    name: 'Torre Reforma',
    code: 'TORRE-A',
    client: 'Inmobiliaria Norte',
    delivery_location: { id: 1, name: 'Obra Torre Reforma' },
    currency: 'MXN',
    tax_rate: '16',
    budget: '1500000.00',
    status: 'active',
    rfq_count: 0,
    created_at: '2026-11-20T10:00:00Z',
    closed_at: null,
    ...overrides,
  };
}

export function buildSupplier(overrides: Partial<Supplier> = {}): Supplier {
  return {
    id: 11,
    legal_name: 'Aceros del Norte SA de CV',
    trade_name: 'Aceros Norte',
    tax_id_type: 'RFC',
    tax_id: 'ANO010101AB1',
    country: 'MX',
    emails: ['ventas@acerosnorte.mx'],
    phone: '',
    categories: ['Acero'],
    language: 'es',
    provider_company: null,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

/** What an invited supplier sees of an RFQ through its answer link. */
export function buildSupplierView(overrides: Partial<SupplierRfqView> = {}): SupplierRfqView {
  const item = { brand: '', notes: '', section: '' };
  return {
    invitation_id: 31,
    number: 'SDC-2026-0001',
    title: 'Obra negra, primera etapa',
    buyer_company: 'Constructora Ejemplo',
    buyer_country: 'MX',
    project: 'Torre Reforma',
    currency: 'MXN',
    delivery_location: { id: 1, name: 'Obra Torre Reforma', full_address: 'Av. Reforma 500, CDMX' },
    delivery_contact: { name: 'Carlos Constructor', email: 'carlos@constructora.test', phone: '' },
    need_by_date: '2026-12-15',
    due_at: '2026-12-01T18:00:00-06:00',
    notes: '',
    rfq_status: 'sent',
    invitation_status: 'viewed',
    supplier_name: 'Aceros del Norte',
    can_answer: true,
    items: [
      {
        id: 101,
        position: 1,
        description: 'Cemento gris CPC 30R',
        quantity: '530',
        unit: 'bag',
        ...item,
      },
      {
        id: 102,
        position: 2,
        description: 'Varilla corrugada 3/8"',
        quantity: '1200',
        unit: 'pc',
        ...item,
      },
    ],
    revisions: [],
    files: [],
    ...overrides,
  };
}

/** One row of GET /rfqs/: RFQ number `n` of project 5. */
export function buildRfqSummary(n: number, overrides: Partial<RfqSummary> = {}): RfqSummary {
  return {
    id: n,
    number: `SDC-2026-${String(n).padStart(4, '0')}`,
    title: `Materiales etapa ${n}`,
    project: { id: 5, name: 'Torre Reforma', code: 'TORRE-A' },
    status: 'sent',
    due_at: '2026-12-01T18:00:00-06:00',
    need_by_date: null,
    item_count: 3,
    invited_count: 2,
    answered_count: 1,
    created_at: '2026-11-20T10:00:00Z',
    sent_at: '2026-11-20T11:00:00Z',
    ...overrides,
  };
}

/** GET /rfqs/:id/: a sent RFQ `n` with one requested item and no invitation. */
export function buildRfq(n: number, overrides: Partial<Rfq> = {}): Rfq {
  return {
    ...buildRfqSummary(n, { item_count: 1, invited_count: 0, answered_count: 0 }),
    currency: 'MXN',
    delivery_location: null,
    delivery_contact: null,
    notes: '',
    items: [
      {
        id: 1,
        position: 1,
        section: '',
        description: 'Cemento gris CPC 30R',
        quantity: '400',
        unit: 'bag',
        brand: '',
        notes: '',
      },
    ],
    invitations: [],
    closed_at: null,
    ...overrides,
  };
}

/** One row of GET /inbox/rfqs/: the invitation `n` to RFQ number `n`. */
export function buildInboxEntry(n: number, overrides: Partial<InboxEntry> = {}): InboxEntry {
  return {
    invitation_id: n,
    number: `SDC-2026-${String(n).padStart(4, '0')}`,
    title: `Materiales etapa ${n}`,
    buyer_company: 'Constructora Ejemplo',
    rfq_status: 'sent',
    invitation_status: 'invited',
    email: 'ventas@acerosnorte.mx',
    due_at: '2026-12-01T18:00:00-06:00',
    item_count: 3,
    sent_at: '2026-11-20T11:00:00Z',
    answered_at: null,
    can_answer: true,
    ...overrides,
  };
}

/**
 * A paged list answer as the API gives it: rows `first`…`first + 49` of `total`, built by `build`
 * (what `?page=` asks for decides `first`).
 */
export function pageOf<T>(
  url: string,
  total: number,
  build: (n: number) => T,
): { rfqs: T[]; page: number; page_size: number; total: number } {
  const page = Number(new URL(url).searchParams.get('page') ?? '1');
  const first = (page - 1) * 50 + 1;
  const count = Math.max(0, Math.min(50, total - first + 1));
  return {
    rfqs: Array.from({ length: count }, (_, index) => build(first + index)),
    page,
    page_size: 50,
    total,
  };
}

/** A page of projects as GET /projects/ answers it: the rows of `pageOf`, under `projects`. */
export function projectPageOf(url: string, total: number, build: (n: number) => Project) {
  const { rfqs, ...page } = pageOf(url, total, build);
  return { projects: rfqs, ...page };
}
