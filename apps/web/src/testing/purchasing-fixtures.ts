import type { Project } from '@app/shared/schemas/projects';
import type { SupplierRfqView } from '@app/shared/schemas/rfqs';
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
    project: 'Torre Reforma',
    currency: 'MXN',
    delivery_location: { id: 1, name: 'Obra Torre Reforma', full_address: 'Av. Reforma 500, CDMX' },
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
