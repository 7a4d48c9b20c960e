/**
 * API paths relative to the API base (`/api`), written exactly as the specification gives them,
 * trailing slash included.
 */
export const API_BASE = '/api';

export const API_PATHS = {
  health: '/health/',
  token: '/token/',
  tokenRefresh: '/token/refresh/',
  tokenBlacklist: '/token/blacklist/',
  googleLogin: '/users/google/login/',
  googleCallback: '/users/google/callback/',
  setUserLanguage: '/users/set-user-language/',
  profile: '/users/profile/',
  changePassword: '/users/change-password/',
  passwordReset: '/users/password-reset/',
  passwordResetConfirm: (uidb64: string, token: string) =>
    `/users/password-reset-confirm/${uidb64}/${token}/`,
  activate: (uidb64: string, token: string) => `/users/activate/${uidb64}/${token}/`,
  checkEmail: '/stakeholders/check-email/',
  register: '/stakeholders/register/',
  companyMine: '/stakeholders/mine/',
  me: '/users/me/',
  invites: '/users/invites/',
  invite: (id: number | string) => `/users/invites/${id}/`,
  resendInvitation: (id: number | string) => `/users/invites/${id}/resend_invitation/`,
  acceptInvitation: '/users/invites/accept_invitation/',
  member: (id: number | string) => `/users/${id}/`,
  toggleMemberStatus: (id: number | string) => `/users/${id}/toggle_status/`,
  locations: '/locations/',
  location: (id: number | string) => `/locations/${id}/`,
  locationTypes: '/locations/types/',
  pendingRegistrations: '/backoffice/registrations/',
  approveRegistration: (id: number | string) => `/backoffice/registrations/${id}/approve/`,
} as const;

/** Paths of the web app that mail links point to. */
export const WEB_PATHS = {
  activate: (uidb64: string, token: string) => `/users/activate/${uidb64}/${token}`,
  resetPassword: (uidb64: string, token: string) => `/reset-password/${uidb64}/${token}`,
  acceptInvitation: (token: string) => `/accept-invitation/${token}`,
  login: '/login',
} as const;
