import { http, HttpResponse } from 'msw';
import { API_BASE, API_PATHS } from '@app/shared/api/paths';
import type { Company, PendingRegistration } from '@app/shared/schemas/companies';
import type { BuyerDashboard, ProviderDashboard } from '@app/shared/schemas/dashboard';
import type { Location } from '@app/shared/schemas/locations';
import type { Invitation, Profile } from '@app/shared/schemas/users';

const apiUrl = (path: string) => `*${API_BASE}${path}`;

/** Fixtures of the signed-in area; tests override what they need. */
export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'García',
    phone_number: '+5215512345678',
    language: 'en',
    avatar: null,
    user_type: 'Provider User',
    role: 'OWNER',
    is_staff: false,
    company_country: 'MX',
    ...overrides,
  };
}

type MemberFixture = {
  id: number;
  userId: number;
  email: string;
  firstName?: string;
  lastName?: string;
  role?: Invitation['role'];
  isActive?: boolean;
  lastLogin?: string | null;
};

export function buildMember({
  id,
  userId,
  email,
  firstName = 'Eva',
  lastName = 'Luna',
  role = 'ADMIN',
  isActive = true,
  lastLogin = null,
}: MemberFixture): Invitation {
  return {
    id,
    email,
    role,
    is_accepted: true,
    accepted_user: {
      id: userId,
      full_name: `${firstName} ${lastName}`,
      first_name: firstName,
      last_name: lastName,
      role,
      is_active: isActive,
      is_owner: role === 'OWNER',
      last_login: lastLogin,
    },
  };
}

export function buildInvitation(
  id: number,
  email: string,
  role: Invitation['role'] = 'STAFF',
): Invitation {
  return { id, email, role, is_accepted: false, accepted_user: null };
}

export function buildLocation(overrides: Partial<Location> = {}): Location {
  return {
    id: 1,
    name: 'Main warehouse',
    location_type: 'WAREHOUSE',
    street_number: '120',
    route: 'Av. Reforma',
    floor: '',
    apartment: '',
    city: 'Mexico City',
    state: 'CDMX',
    country: 'Mexico',
    postal_code: '06600',
    latitude: null,
    longitude: null,
    place_id: '',
    formatted_address: '',
    full_address: '',
    ...overrides,
  };
}

export function buildRegistration(
  overrides: Partial<PendingRegistration> = {},
): PendingRegistration {
  return {
    id: 41,
    email: 'luis@obras.example',
    first_name: 'Luis',
    last_name: 'Pérez',
    phone_number: '+5215599998888',
    company_name: 'Obras Pérez',
    type: 'company',
    subtype: 'contractor',
    description: '',
    role: 'OWNER',
    date_joined: '2026-11-20T10:30:00.000Z',
    ...overrides,
  };
}

const EN_TYPES = {
  WAREHOUSE: 'Warehouse',
  STORE: 'Store',
  OFFICE: 'Office',
  FACTORY: 'Factory',
  DISTRIBUTION_CENTER: 'Distribution center',
  SHOWROOM: 'Showroom',
  HOME: 'Home',
  OTHER: 'Other',
};
const ES_TYPES = {
  ...EN_TYPES,
  WAREHOUSE: 'Almacén',
  STORE: 'Tienda',
  OFFICE: 'Oficina',
  OTHER: 'Otro',
};

const company: Company = { name: 'Aceros del Norte', type: 'provider', country: 'MX' };

/** A buyer's dashboard with nothing on it (a company that has not started). */
export function buildBuyerDashboard(overrides: Partial<BuyerDashboard> = {}): BuyerDashboard {
  return {
    rfqs_awaiting_answers: { count: 0, rows: [] },
    quotes_to_review: { count: 0, rows: [] },
    ready_to_award: { count: 0, rows: [] },
    open_orders: { count: 0, rows: [], awaiting_acknowledgement: 0, awaiting_delivery: 0 },
    savings: { since: '2026-11-01T00:00:00.000Z', by_currency: [] },
    ...overrides,
  };
}

const emptyProviderDashboard: ProviderDashboard = {
  open_rfqs: { count: 0, rows: [] },
  received: 0,
  answered: { count: 0, rows: [] },
  won: 0,
  orders_to_acknowledge: { count: 0, rows: [] },
};

/** Default answers of the signed-in area: a provider company's owner (user id 1). */
export const appHandlers = [
  http.get(apiUrl(API_PATHS.profile), () => HttpResponse.json(buildProfile())),
  http.put(apiUrl(API_PATHS.profile), async ({ request }) =>
    HttpResponse.json({ ...buildProfile(), ...((await request.json()) as object) }),
  ),
  http.post(apiUrl(API_PATHS.setUserLanguage), () =>
    HttpResponse.json({ message: 'Language saved.' }),
  ),
  http.post(apiUrl(API_PATHS.changePassword), () =>
    HttpResponse.json({ message: 'Your password has been changed.' }),
  ),
  http.post(apiUrl(API_PATHS.tokenBlacklist), () =>
    HttpResponse.json({ message: 'You have been signed out.' }),
  ),
  http.get(apiUrl(API_PATHS.me), () => HttpResponse.json({ id: 1 })),
  http.get(apiUrl(API_PATHS.companyMine), () => HttpResponse.json(company)),
  http.patch(apiUrl(API_PATHS.companyMine), async ({ request }) =>
    HttpResponse.json({ ...company, ...((await request.json()) as object) }),
  ),
  http.get(apiUrl(API_PATHS.invites), () =>
    HttpResponse.json([
      buildMember({
        id: 1,
        userId: 1,
        email: 'ana@example.com',
        firstName: 'Ana',
        lastName: 'García',
        role: 'OWNER',
      }),
    ]),
  ),
  http.get(apiUrl(API_PATHS.locations), () => HttpResponse.json([])),
  http.get(apiUrl(API_PATHS.locationTypes), ({ request }) =>
    HttpResponse.json(
      new URL(request.url).searchParams.get('language') === 'es' ? ES_TYPES : EN_TYPES,
    ),
  ),
  http.get(apiUrl(API_PATHS.pendingRegistrations), () => HttpResponse.json([])),
  http.get(apiUrl(API_PATHS.dashboard), () => HttpResponse.json(buildBuyerDashboard())),
  http.get(apiUrl(API_PATHS.inboxDashboard), () => HttpResponse.json(emptyProviderDashboard)),
  http.get(apiUrl(API_PATHS.analyticsSpend), () =>
    HttpResponse.json({ by_supplier: [], by_project: [], by_month: [], by_category: [] }),
  ),
  http.get(apiUrl(API_PATHS.analyticsSavings), () => HttpResponse.json({ projects: [] })),
  http.get(apiUrl(API_PATHS.analyticsPriceTrend), () =>
    HttpResponse.json({ items: [], item_key: null, points: [] }),
  ),
  http.get(apiUrl(API_PATHS.analyticsSuppliers), () => HttpResponse.json({ suppliers: [] })),
  // The analytics filters list them; a test that needs real ones answers its own.
  http.get(apiUrl(API_PATHS.projects), () =>
    HttpResponse.json({ projects: [], page: 1, page_size: 50, total: 0 }),
  ),
  http.get(apiUrl(API_PATHS.suppliers), () => HttpResponse.json([])),
  // A project's page lists its quotes; a test that needs some answers its own.
  http.get(apiUrl(API_PATHS.quotes), () =>
    HttpResponse.json({ quotes: [], page: 1, page_size: 50, total: 0 }),
  ),
];
